import { featureTexts, withTexts } from '../../lib/i18n';
import { reportsTexts } from '../reports';

const texts = featureTexts('documents', {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  kk: () => import('./locales/kk'),
});

// Periods are named with the report screens' month names (`reports.months`).
export const documentsPages = {
  partnerDocuments: withTexts([texts, reportsTexts], () => import('./pages/DocumentsPage')),
  allDocuments: withTexts([texts, reportsTexts], () => import('./pages/AllDocumentsPage')),
};

/**
 * The download buttons other features' pages show (CSV export of the register, a report's PDF,
 * Application 1). Loaded on demand: what this file exports statically is part of every page's
 * start-up.
 */
export const loadDownloadButtons = withTexts(
  [texts, reportsTexts],
  () => import('./components/download-buttons'),
);
