import { withNamespaces } from '../../lib/i18n';

/** The lock overlay of the signed-in layout, loaded with it rather than with the login route. */
export const loadSessionLock = withNamespaces('lock', () => import('./components/SessionLock'));

export const lockPages = {
  lock: withNamespaces('lock', () => import('./pages/LockPage')),
  lock2: withNamespaces('lock', () => import('./pages/Lock2Page')),
};
