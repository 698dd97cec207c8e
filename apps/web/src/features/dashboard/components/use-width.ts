// The charts' width hook and value scale live in lib/chart; kept here for existing imports.
export { niceScale, useWidth } from '../../../lib/chart';
