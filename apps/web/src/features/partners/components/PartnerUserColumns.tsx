import type { UserSummary, USER_SORT_COLUMNS } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { partnersPaths as paths } from '../../../lib/paths';
import { actionsColumn, addressColumn, type Column } from '../../../lib/table';
import { EditLink, RowMenu, type RowMenuItem } from '../../../lib/ui';
import { fullName } from '../format';
import type { UserAction } from '../hooks/use-user-actions';

type SortKey = (typeof USER_SORT_COLUMNS)[number];

/** A partner's users' columns; an editor also gets each row's edit link and its menu. */
export function usePartnerUserColumns({
  canEdit,
  me,
  ask,
}: {
  canEdit: boolean;
  me: number | undefined;
  ask: (action: UserAction, user: UserSummary) => void;
}): Column<UserSummary, SortKey>[] {
  const { t, i18n } = useTranslation('partners');

  const menu = (user: UserSummary): RowMenuItem[] => [
    {
      label: t('routes.changePasswordUserPage'),
      to: paths.changePassword(user.id),
      icon: <KeyIcon fontSize="small" />,
    },
    ...(user.id === me
      ? []
      : [
          {
            label: user.blocked ? t('actions.unblock') : t('actions.block'),
            icon: user.blocked ? <LockOpenIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
            onClick: () => ask('block', user),
          },
        ]),
    {
      label: t('users.detach'),
      icon: <LinkOffIcon fontSize="small" />,
      onClick: () => ask('detach', user),
      color: 'error.main',
    },
  ];

  return [
    {
      id: 'login',
      label: t('auth.fields.login'),
      sortKey: 'login',
      render: (user) => <LoginCell user={user} />,
    },
    {
      id: 'name',
      label: t('users.fullName'),
      sortKey: 'surname',
      hideBelow: 'sm',
      render: (user) => fullName(user) || '—',
    },
    addressColumn({
      id: 'email',
      label: t('auth.fields.email'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (user) => user.email,
    }),
    {
      id: 'roles',
      label: t('users.roles'),
      hideBelow: 'lg',
      render: (user) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {user.roles.map((role) => (
            <Chip key={role.id} size="small" variant="outlined" label={role.name} />
          ))}
        </Box>
      ),
    },
    {
      id: 'lastLogin',
      label: t('users.lastLogin'),
      sortKey: 'lastLoginAt',
      hideBelow: 'md',
      render: (user) =>
        user.lastLoginAt ? formatMoment(user.lastLoginAt, i18n.language) : t('users.neverSignedIn'),
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
    },
    ...(canEdit
      ? [
          actionsColumn(t('common.actions'), (user: UserSummary) => (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
              <EditLink to={paths.editUser(user.id)} what={user.login} />
              <RowMenu label={`${t('common.more')}: ${user.login}`} items={menu(user)} />
            </Box>
          )),
        ]
      : []),
  ];
}

/** The login, the integrator and blocked marks, and on a phone the name under it. */
function LoginCell({ user }: { user: UserSummary }) {
  const { t } = useTranslation('partners');
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {user.login}
        </Typography>
        {user.group === 'Integrator' && (
          <Chip size="small" variant="outlined" label={t('users.integrator')} />
        )}
        {user.blocked && <Chip size="small" color="warning" label={t('state.blocked')} />}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
      >
        {fullName(user) || user.email}
      </Typography>
    </Stack>
  );
}
