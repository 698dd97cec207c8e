import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensureSession, loginAddress } from '../../lib/session';

/**
 * The guard of the signed-in area: the token cookie must exist and the current user must load;
 * otherwise to loginPage, remembering the address first asked for.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  if (await ensureSession()) return null;
  const url = new URL(request.url);
  throw redirect(loginAddress(`${url.pathname}${url.search}${url.hash}`));
}

/** Checked on every navigation: an expired cookie ends the session at the next click. */
export const alwaysRecheck = () => true;
