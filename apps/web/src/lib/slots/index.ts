export { defineSlot } from './define-slot';
export type { Slot } from './define-slot';
export { downloadButtonsSlot, loadDownloadButtons } from './download-buttons';
export type { DownloadButtons, ExportCsvButtonProps } from './download-buttons';
export { tiersViewSlot, loadTiersView } from './tiers-view';
export type { TiersViewProps } from './tiers-view';
export { forecastCardSlot, loadForecastCard } from './forecast-card';
export type { ForecastCardProps } from './forecast-card';
