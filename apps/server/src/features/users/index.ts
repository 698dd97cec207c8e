export { usersRoutes } from './routes.js';
export { reachableUsersRoutes } from './reachable.js';
export { managedUser } from './manage.js';
export { findUserSummary } from './summaries.js';
