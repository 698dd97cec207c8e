import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router/dom';
import { LoadingOverlay } from '../lib/loading';
import { NotifyHost } from '../lib/notify';
import type { AppRouter } from './router';
import { COLOR_MODE_STORAGE_KEY, theme } from './theme';

export function App({ router }: { router: AppRouter }) {
  return (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} defaultMode="system">
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
      <NotifyHost />
      <LoadingOverlay />
    </ThemeProvider>
  );
}
