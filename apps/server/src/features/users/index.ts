export { usersRoutes } from './routes.js';
export { managedUser } from './manage.js';
export { findUserSummary } from './summaries.js';
