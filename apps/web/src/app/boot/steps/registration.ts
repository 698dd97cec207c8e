import { keepSessionAliveWhileActive } from '../../../lib/session';
import type { BootStep } from '../run-boot';

/**
 * Registers what lives as long as the page: the session keep-alive on user activity. Old
 * hash-style bookmarks (`/#/admin/roles`) are sent to their path.
 */
const registration: BootStep = ({ urlPath, redirect }) => {
  if (urlPath.startsWith('/#/')) redirect(urlPath.slice(2));
  keepSessionAliveWhileActive();
};

export default registration;
