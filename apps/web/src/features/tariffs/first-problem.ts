import { isHttpError } from '../../lib/http';

/** What a failed change says in one line: the server's first field message, else its message. */
export const firstProblem = (error: unknown): string =>
  isHttpError(error)
    ? (Object.values(error.fieldErrors).flat()[0] ?? error.message)
    : String(error);
