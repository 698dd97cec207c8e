export { webClientRoutes, type PageFallback } from './routes.js';
