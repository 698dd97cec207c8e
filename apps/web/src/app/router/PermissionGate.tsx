import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useAuth } from '../../lib/session';
import { handleOf } from '../../lib/route-handle';
import NoAccessPage from '../pages/NoAccessPage';

/** Shows "no access" instead of a route whose permission (route handle) the user lacks. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const permissions = useAuth((s) => s.user?.permissions);
  const required = useMatches()
    .map((match) => handleOf(match).permission)
    .filter((permission): permission is string => Boolean(permission));
  const allowed = required.every((permission) => permissions?.includes(permission));
  return allowed ? <>{children}</> : <NoAccessPage />;
}
