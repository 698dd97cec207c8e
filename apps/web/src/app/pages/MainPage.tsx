import { lazy, Suspense } from 'react';
import { Permission } from '@cabinet/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/session';
// Not through lib/ui's index: its dialogs and menus would load with the home (issue 43).
import { PageHeader } from '../../lib/ui/PageHeader';
import { navSections } from '../layout/nav-items';
import { HomeDashboard } from '../../features/dashboard';
import { reportsPages } from '../../features/usage';

const IngestToday = lazy(reportsPages.ingestToday);

/**
 * main: for everyone who may see reports, the dashboard of what the server lets them see (all
 * partners for the provider, a partner's circle, one's own), under a greeting; for the others
 * (an integrator: with its ingestion today) the sections they may open.
 */
export default function MainPage() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  if (!user) return null;
  const greeting = t('mainPage.greeting', { name: user.name || user.login });
  if (user.permissions.includes(Permission.reportsView)) {
    const scope = user.groups.includes('Admin')
      ? t('mainPage.scope.all')
      : user.groups.includes('Partner')
        ? t('mainPage.scope.partner', { name: user.name || user.login })
        : t('mainPage.scope.self');
    return (
      <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
        <HomeDashboard title={greeting} scope={scope} />
      </Suspense>
    );
  }
  const items = navSections(user)
    .filter((section) => !section.collapsible)
    .flatMap((section) => section.items)
    .filter((item) => item.to !== '/');

  return (
    <>
      <PageHeader title={greeting} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('mainPage.intro')}
      </Typography>
      {user.permissions.includes(Permission.requestsIngest) && (
        <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
          <IngestToday />
        </Suspense>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            xl: 'repeat(4, 1fr)',
          },
        }}
      >
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={item.to} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    {Icon && <Icon color="primary" aria-hidden />}
                    <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                      {t(item.label)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
      {items.length === 0 && (
        <Typography color="text.secondary">{t('mainPage.nothing')}</Typography>
      )}
    </>
  );
}
