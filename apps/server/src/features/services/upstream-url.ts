import { MessageKey } from '@cabinet/contract';
import { invalid } from '../../core/http/errors.js';

/** Stands for the stored user info or query string, which may hold credentials. */
const MASK = '***';

function httpUrl(text: string): URL | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const userInfo = (url: URL) =>
  url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';

const rebuilt = (url: URL, user: string, search: string) =>
  `${url.protocol}//${user}${url.host}${url.pathname}${search}${url.hash}`;

/** The address as editors see it: scheme, host and path, with user info and query masked. */
export function maskUpstream(stored: string | null): string | null {
  const url = stored ? httpUrl(stored) : undefined;
  if (!url) return stored; // empty, or a built-in source: nothing secret in it
  return rebuilt(url, userInfo(url) && `${MASK}@`, url.search && `?${MASK}`);
}

/**
 * The address to store from an edit: where it still carries the mask, the stored user info or
 * query string, but only for the same origin, so that a mask cannot send them to another host.
 */
export function keepStoredSecrets(input: string | null, stored: string | null): string | null {
  const url = input ? httpUrl(input) : undefined;
  if (!url) return input;
  const maskedUser = url.username === MASK && !url.password;
  const maskedSearch = url.search === `?${MASK}`;
  if (!maskedUser && !maskedSearch) return input;
  const before = stored ? httpUrl(stored) : undefined;
  if (!before || before.origin !== url.origin)
    throw invalid('upstreamUrl', MessageKey.upstreamMaskMoved);
  return rebuilt(
    url,
    maskedUser ? userInfo(before) : userInfo(url),
    maskedSearch ? before.search : url.search,
  );
}
