import type { BootStep } from '../run-boot';

/** Old hash-style bookmarks (`/#/admin/roles`) are sent to their path. */
const registration: BootStep = ({ urlPath, redirect }) => {
  if (urlPath.startsWith('/#/')) redirect(urlPath.slice(2));
};

export default registration;
