import { lazy, Suspense, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useAuth } from '../../lib/session';
import { loadSessionLock } from '../../features/lock';
import { checkMaintenance } from '../../features/maintenance';
import { loadNotificationBell } from '../../features/notifications';
import { queryClient } from '../../lib/query-client';
import { Deferred } from '../../lib/ui/Deferred';
import { PermissionGate } from '../router/PermissionGate';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { Brand } from './Brand';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { NavMenu } from './NavMenu';
import { navSections } from './nav-items';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';
import { useFirstScreenShown } from './first-screen';
import { useLiveChannels } from './live-channels';

const DRAWER_WIDTH = 264;
const SessionLock = lazy(async () => ({ default: (await loadSessionLock()).SessionLock }));
const NotificationBell = lazy(async () => ({
  default: (await loadNotificationBell()).NotificationBell,
}));

/** The signed-in layout: header (user, language, theme, logout), menu by permission, breadcrumbs. */
export default function MainLayout() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  const navigation = useNavigation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => void checkMaintenance(), []);
  // What the first screen does not show waits until it is shown (issue 43): the realtime client,
  // the bell (its code, the texts of every kind of notice, its call) and the idle watch, which
  // then counts from its start, a second or two after the page's first calls (the lock comes at
  // least half a minute before the token dies). Partner home, throttled, medians of 3, twice
  // (bench:weight --figure): 2,577 and 2,513 ms → 2,128 and 2,081 ms.
  const shown = useFirstScreenShown();
  useLiveChannels(shown ? user : null);
  if (!user) return null;
  const sections = navSections(user);

  const menu = (
    <>
      <Toolbar />
      <Box sx={{ py: 1 }}>
        <Deferred>
          <NavMenu sections={sections} onNavigate={wide ? undefined : () => setMenuOpen(false)} />
        </Deferred>
      </Box>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {!wide && (
            <IconButton
              edge="start"
              onClick={() => setMenuOpen(true)}
              aria-label={t('layout.openMenu')}
              aria-controls="main-menu"
              aria-expanded={menuOpen}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Brand />
          </Box>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={null}>{shown && <NotificationBell />}</Suspense>
          </QueryClientProvider>
          <LanguageSwitch />
          <ColorModeSwitch />
          <UserMenu user={user} />
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
            aria-label={t('common.loading')}
          />
        )}
      </AppBar>
      {wide ? (
        // In the page flow rather than fixed, so the column always spans the whole page.
        <Box
          component="aside"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' }}>
            {menu}
          </Box>
        </Box>
      ) : (
        <Drawer
          id="main-menu"
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {menu}
        </Drawer>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <AppBreadcrumbs />
        {/* Server data belongs to the signed-in area; day fields bring their own localization. */}
        <QueryClientProvider client={queryClient}>
          <PermissionGate>
            <Outlet />
          </PermissionGate>
        </QueryClientProvider>
        <Suspense fallback={null}>{shown && <SessionLock />}</Suspense>
      </Box>
    </Box>
  );
}
