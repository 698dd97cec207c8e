export { webhooksRoutes } from './routes.js';
export { listenForWebhookEvents } from './webhooks.js';
