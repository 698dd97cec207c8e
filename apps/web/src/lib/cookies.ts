import Cookies from 'js-cookie';
import { TOKEN_IDLE_MINUTES } from '@cabinet/contract';

export const TOKEN_COOKIE = 'token';
export const CSRF_COOKIE = 'XSRF-TOKEN';
const DAY_MS = 86_400_000;
/**
 * Spec section 9: the token cookie lives as long as the server's idle limit (10 minutes by
 * default), renewed while the user is active; the signed-in user's answer tells the real limit.
 */
let tokenLifetimeMs = TOKEN_IDLE_MINUTES * 60_000;

export function tokenLifetimeSet(idleMinutes: number): void {
  tokenLifetimeMs = idleMinutes * 60_000;
}

const tokenAttributes = (): Cookies.CookieAttributes => ({
  expires: tokenLifetimeMs / DAY_MS, // js-cookie counts expiry in days
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

/**
 * Moves the expiry of the present token one idle limit ahead; does nothing without a token. Tells
 * whether there was one: every successful call renews, and each read of `document.cookie` asks the
 * browser's cookie store once more after a write (issue 43).
 */
export function renewToken(): boolean {
  const token = readToken();
  if (token) writeToken(token);
  return Boolean(token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function readCsrfToken(): string | undefined {
  return Cookies.get(CSRF_COOKIE) || undefined;
}
