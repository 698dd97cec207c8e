import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRouteTitleKey } from '../../lib/route-handle';
import { watchMaintenance } from '../../features/maintenance';

// A 503 from any call (maintenance mode) leads to the maintenance page.
watchMaintenance();

/** Spec section 2: every route sets the page title from its own title, else the default one. */
function usePageTitle() {
  const { t } = useTranslation();
  const key = useRouteTitleKey();
  const title = key ? `${t(key)} · ${t('app.name')}` : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** After a navigation, screen-reader and keyboard users start at the new page's heading. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target =
        document.querySelector<HTMLElement>('[data-page-heading]') ??
        document.querySelector<HTMLElement>('main');
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function RootLayout() {
  usePageTitle();
  useFocusOnNavigation();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route and the session check load. */
export function StartingUp() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
