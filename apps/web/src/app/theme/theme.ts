import { createTheme, type CssVarsThemeOptions } from '@mui/material/styles';
import { spacing } from './spacing';

/** Spec section 9: layout breakpoints. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export const COLOR_MODE_STORAGE_KEY = 'cabinet.colorMode';

const colorSchemes = {
  light: {
    palette: {
      primary: { main: '#1f5fae' },
      secondary: { main: '#0f7b6c' },
      // MUI's #ed6c02 and #0288d1 read at 3.1:1 and 3.9:1 on white: too light for text
      // (WCAG AA asks 4.5:1).
      warning: { main: '#b45309' },
      info: { main: '#0271b0' },
      background: { default: '#f4f6fa' },
    },
  },
  dark: {
    palette: {
      // dark: the hover of a contained button; MUI's own (#587bb2) holds its text at 4.4:1.
      primary: { main: '#7fb0ff', dark: '#5f8fd6' },
      secondary: { main: '#5fd3bf' },
      // MUI's dark error keeps white text on #f44336 (3.7:1, a chip's label); dark text reads
      // at 5.7:1, as on MUI's dark warning, info and success.
      error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#0f141b', paper: '#161d27' },
    },
  },
} satisfies CssVarsThemeOptions['colorSchemes'];

/** MUI marks the scheme shown with an attribute `data-<scheme>` on <html>. */
const COLOR_SCHEME_SELECTOR = 'data';
export const COLOR_SCHEME_ATTRIBUTES = Object.keys(colorSchemes).map(
  (name) => `${COLOR_SCHEME_SELECTOR}-${name}`,
);

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
  colorSchemes,
  breakpoints: { values: BREAKPOINTS },
  spacing,
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    // The buttons keep the content's side margin (24 px) instead of hugging the dialog's edge,
    // which on a phone's full-screen dialog is the screen's edge.
    MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
    // A table wider than a phone scrolls in its container: a keyboard must reach it to scroll it
    // (axe: scrollable-region-focusable).
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // A tab bar wider than a phone shows its scroll arrows there too (MUI hides them on small
    // screens by default, leaving tabs off-screen that only a swipe could reach).
    MuiTabs: {
      defaultProps: {
        variant: 'scrollable',
        scrollButtons: 'auto',
        allowScrollButtonsMobile: true,
      },
    },
  },
});
