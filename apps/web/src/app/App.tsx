import { lazy, Suspense, useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router/dom';
import { useStore } from 'zustand';
import { LoadingOverlay } from '../lib/loading';
import { notifyStore } from '../lib/notify/notify-store';
import type { AppRouter } from './router';
import { COLOR_MODE_STORAGE_KEY, instantSchemeSwitch, theme } from './theme';

/**
 * The notifications' host (MUI's Alert, Badge and their icons) loads with the first notification:
 * most pages, the sign-in page first, show none when they open (issue 43).
 */
const NotifyHost = lazy(async () => ({
  default: (await import('../lib/notify/NotifyHost')).NotifyHost,
}));

function Notifications() {
  const any = useStore(notifyStore, (s) => s.items.length > 0);
  return any ? (
    <Suspense fallback={null}>
      <NotifyHost />
    </Suspense>
  ) : null;
}

export function App({ router }: { router: AppRouter }) {
  // From once MUI has set the scheme on mount: a later switch shows at once, without fades.
  useEffect(() => instantSchemeSwitch(), []);
  return (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} defaultMode="system">
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
      <Notifications />
      <LoadingOverlay />
    </ThemeProvider>
  );
}
