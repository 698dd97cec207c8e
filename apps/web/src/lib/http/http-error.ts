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

  /** Refused for the user's rights (403): nothing of the screen that asked is of use. */
  get isRefused(): boolean {
    return this.status === 403;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** Whether a call failed as `HttpError.isRefused` says. */
export const isRefused = (error: unknown): boolean => isHttpError(error) && error.isRefused;
