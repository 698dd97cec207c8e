import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../lib/session';
import { PageHeader } from '../../../lib/ui';
import { EmailConfirmationState } from '../components/EmailConfirmationState';

const PROFILE_PATH = '/profile';
const CHANGE_PASSWORD_PATH = '/profile/changePassword';

/** The signed-in user's card, with the profile form or the password change below it. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('profile');
  const user = useAuth((s) => s.user);
  const { pathname } = useLocation();
  if (!user) return null;
  const tab = pathname.startsWith(CHANGE_PASSWORD_PATH) ? CHANGE_PASSWORD_PATH : PROFILE_PATH;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.login;
  const lastLogin = user.last_login_datetime
    ? formatMoment(user.last_login_datetime, i18n.language)
    : t('profile.never');

  return (
    <>
      <PageHeader title={t('routes.profilePage')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
            {fullName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {fullName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.login} · {user.email}{' '}
              <Link component={RouterLink} to="/update/email" variant="body2">
                {t('email.change')}
              </Link>
            </Typography>
            <EmailConfirmationState email={user.email} confirmed={user.emailConfirmed} />
            <Typography variant="body2" color="text.secondary">
              {t('profile.lastLogin')}: {lastLogin}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, pt: 0.5 }}>
              {user.groups.map((group) => (
                <Chip key={group} label={group} size="small" color="primary" variant="outlined" />
              ))}
              {user.roles.map((role) => (
                <Chip key={role.id} label={role.name} size="small" />
              ))}
            </Stack>
          </Stack>
        </Stack>
      </Paper>
      <Tabs value={tab} aria-label={t('routes.profilePage')} sx={{ mb: 2 }} variant="scrollable">
        <Tab
          label={t('profile.tab')}
          value={PROFILE_PATH}
          component={RouterLink}
          to={PROFILE_PATH}
        />
        <Tab
          label={t('routes.changePasswordPage')}
          value={CHANGE_PASSWORD_PATH}
          component={RouterLink}
          to={CHANGE_PASSWORD_PATH}
        />
      </Tabs>
      <Outlet />
    </>
  );
}
