import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import { useStore } from 'zustand';
import { handleOf } from '../../lib/route-handle';
import { useAuth } from '../../lib/session';
import { pageCrumbsStore } from '../../lib/page-crumbs';
import { currentNavItem, navSections } from './nav-items';

/**
 * Home › section › page, from the titles of the matched routes; a section the menu does not name
 * (/admin) is named as the menu's current entry instead (or left out when the menu has none).
 */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  const entry = user ? currentNavItem(navSections(user), pathname) : undefined;
  const crumbs = useMatches()
    .filter((match) => handleOf(match).title && handleOf(match).name !== 'main')
    .flatMap((match) => {
      if (!handleOf(match).namedByMenu)
        return [{ path: match.pathname.replace(/\/$/, '') || '/', title: handleOf(match).title! }];
      return entry && entry.to !== '/' ? [{ path: entry.to, title: entry.label }] : [];
    })
    // a section and its index page share an address: keep one
    .filter((crumb, index, all) => all[index + 1]?.path !== crumb.path)
    .map((crumb) => ({ ...crumb, title: t(crumb.title) }));
  // What only the page knows (whose page, which service) comes before its own title.
  const own = useStore(pageCrumbsStore, (s) => s.crumbs);
  if (crumbs.length > 0 && own.length > 0)
    crumbs.splice(crumbs.length - 1, 0, ...own.map((c) => ({ path: c.to, title: c.label })));
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        {t('routes.main')}
      </Link>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page">
            {crumb.title}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component={RouterLink}
            to={crumb.path}
            underline="hover"
            color="inherit"
          >
            {crumb.title}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
