export { theme, BREAKPOINTS, COLOR_MODE_STORAGE_KEY } from './theme';
export { spacing, space, SPACING_PX } from './spacing';
export type { SpaceName } from './spacing';
