export { accessControlRoutes } from './routes.js';
export { defaultRuleText } from './localize.js';
