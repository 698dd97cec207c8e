export {
  showLoading,
  hideLoading,
  withLoading,
  isLoading,
  loadingStore,
  DEFAULT_LOADING_DELAY,
  SPINNER_SIZE,
} from './loading-store';
export { LoadingOverlay } from './LoadingOverlay';
