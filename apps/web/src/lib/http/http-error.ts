/** A failed call: `status` 0 means the server could not be reached. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    /** Field → messages, as the server's `errors` object (already in the user's language). */
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 419;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** A call the server refused for the user's rights (403): nothing of its screen is of use. */
export const isRefused = (error: unknown): boolean => isHttpError(error) && error.status === 403;
