export { usersRoutes } from './routes.js';
export {
  assertFree,
  identifierKey,
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
