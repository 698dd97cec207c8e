export { usersRoutes } from './routes.js';
export {
  assertFree,
  insertUser,
  normalizeEmail,
  revokeSessions,
  roleIdsByKey,
  setBlocked,
  setPasswordHash,
  takenFields,
  withUniqueGuard,
} from './accounts.js';
export { managedUser } from './manage.js';
export { findUserSummary } from './summaries.js';
