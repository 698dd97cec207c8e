export { documentsRoutes } from './routes.js';
export { closableFrom, MonthClosings } from './closing.js';
export { ExportJobs } from './exports/export-jobs.js';
export type { DocumentDeps } from './deps.js';
export { verifyMonth } from './verify.js';
