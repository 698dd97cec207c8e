/**
 * Sign-in constants without schemas: a page that only needs these (the idle timeout of the
 * session's cookie) does not load zod with the contract's schemas (issue 43, the sign-in weight).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the bound only keeps hashing from being abused. */
export const PASSWORD_MAX_LENGTH = 1024;
/** The server's default for TOKEN_IDLE_MINUTES; the signed-in user's answer carries the real one. */
export const TOKEN_IDLE_MINUTES = 10;
