export { dayParam, intParam, monthKeyParam, monthParams, withParams } from './params';
export type { ParamChanges } from './params';
export { useUrlState } from './use-url-state';
export type { UrlStateChange, UrlStateOptions } from './use-url-state';
