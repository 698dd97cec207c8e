export { usersRoutes } from './routes.js';
export { reachableUsersRoutes } from './reachable.js';
