import { createBrowserRouter } from 'react-router';
import { BASENAME } from './resolve-href';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
