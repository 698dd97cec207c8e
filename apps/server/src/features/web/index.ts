export { registerWebClient, type PageFallback } from './routes.js';
