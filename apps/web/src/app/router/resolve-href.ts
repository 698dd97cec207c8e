import { createPath, resolvePath } from 'react-router';

/** The app is mounted at base path '/' (spec section 2). */
export const BASENAME = '/';

/** An app path as the address the router would show for it. */
export function resolveHref(to: string, basename = BASENAME): string {
  const resolved = resolvePath(to, '/');
  const base = basename.replace(/\/$/, '');
  return createPath({ ...resolved, pathname: `${base}${resolved.pathname}` || '/' });
}
