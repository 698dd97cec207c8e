import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Spec section 9: the token cookie lives 10 minutes (600000 ms), renewed while the user is active. */
export const TOKEN_LIFETIME_MS = 600_000;
const DAY_MS = 86_400_000;

const tokenAttributes = (): Cookies.CookieAttributes => ({
  expires: TOKEN_LIFETIME_MS / DAY_MS, // js-cookie counts expiry in days
  path: '/',
  sameSite: 'lax',
  secure: window.location.protocol === 'https:',
});

export function readToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenAttributes());
}

/** Moves the expiry of the present token 10 minutes ahead; does nothing without a token. */
export function renewToken(): void {
  const token = readToken();
  if (token) writeToken(token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function readCsrfToken(): string | undefined {
  return Cookies.get(CSRF_COOKIE) || undefined;
}
