export { createAppRouter } from './create-router';
export type { AppRouter } from './create-router';
export { resolveHref, BASENAME } from './resolve-href';
export { routes } from './routes';
