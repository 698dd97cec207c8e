export {
  dayParam,
  idParam,
  intParam,
  monthKeyParam,
  monthParams,
  oneOfParam,
  textParam,
  withParams,
} from './params';
export type { ParamChanges } from './params';
export { useUrlState } from './use-url-state';
export type { UrlStateChange, UrlStateOptions } from './use-url-state';
export { useUrlFilters } from './use-url-filters';
export type { FilterValues, ParamReader } from './use-url-filters';
