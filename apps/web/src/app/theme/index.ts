export { theme, BREAKPOINTS, COLOR_MODE_STORAGE_KEY } from './theme';
export { instantSchemeSwitch } from './instant-switch';
export { spacing, space, SPACING_PX } from './spacing';
export type { SpaceName } from './spacing';
