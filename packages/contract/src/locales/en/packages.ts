import type { Messages } from '../ru.js';

export const packages: Messages['packages'] = {
  notFound: 'Package not found',
  saved: 'Package saved',
  closed: 'Package closed',
  shrink: 'A package can only be extended, not shortened',
};
