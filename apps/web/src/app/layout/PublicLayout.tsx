import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { INFO_PAGES } from '../../lib/info-pages';
import { Brand } from './Brand';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { SkipLink } from './SkipLink';

/** Login, registration, recovery, information pages and the 404 page. */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static" color="transparent" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Brand to="/login" />
          </Box>
          <LanguageSwitch />
          <ColorModeSwitch />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="md"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          py: { xs: 2, sm: 4 },
          outline: 'none',
        }}
      >
        <Box sx={{ width: '100%' }}>
          <Outlet />
        </Box>
      </Container>
      <Box component="footer" sx={{ py: 2 }}>
        <Stack
          component="nav"
          aria-label={t('layout.infoLinks')}
          direction="row"
          spacing={3}
          sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
        >
          {INFO_PAGES.map((info) => (
            <Link
              key={info}
              component={RouterLink}
              to={`/${info}`}
              color="text.secondary"
              variant="body2"
            >
              {t(`routes.${info}`)}
            </Link>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
