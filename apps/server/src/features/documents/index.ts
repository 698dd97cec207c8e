export { documentsRoutes } from './routes.js';
export { closableFrom, MonthClosings } from './closing/month-closings.js';
export { ExportJobs } from './exports/export-jobs.js';
export type { DocumentDeps } from './document-deps.js';
export { verifyMonth } from './verification/verify-month.js';
