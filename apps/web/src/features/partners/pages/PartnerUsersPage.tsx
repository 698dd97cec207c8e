import { useState } from 'react';
import { Permission, USER_SORT_COLUMNS, type UserSummary } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../lib/session';
import { formatMoment } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import {
  PagedTable,
  SearchField,
  toApiQuery,
  useTableQuery,
  type Column,
} from '../../../lib/table';
import { ConfirmDialog, NoAccess, RowMenu, type RowMenuItem } from '../../../lib/ui';
import { fullName } from '../format';
import { AttachUserDialog } from '../components/AttachUserDialog';
import { PartnerHeader } from '../components/PartnerHeader';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartnerUsers } from '../../../lib/partners';
import { useDetachUser, usePartner, useUpdatePartnerUser } from '../queries';
import { userBody } from '../schemas';

type SortKey = (typeof USER_SORT_COLUMNS)[number];
type Asking = { action: 'block' | 'detach'; user: UserSummary };

/** usersPage (`/admin/{id}/users`): a partner's users, paged, sorted and searched. */
export default function PartnerUsersPage() {
  const { t, i18n } = useTranslation('partners');
  const partnerId = parseId(useParams().id);
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const me = useAuth((s) => s.user?.id);
  const canEdit = permissions.includes(Permission.usersEdit);
  const canAttach = permissions.includes(Permission.partnersEdit);
  const { query, update } = useTableQuery(USER_SORT_COLUMNS, { sortBy: 'login' });
  const partner = usePartner(partnerId);
  const users = usePartnerUsers(partnerId, toApiQuery(query), {
    placeholderData: keepPreviousData,
  });
  const block = useUpdatePartnerUser({ quiet: false });
  const detach = useDetachUser();
  const [asking, setAsking] = useState<Asking>();
  const [attaching, setAttaching] = useState(false);

  if (!partnerId) return <NoAccess />;
  const partnerName = partner.data?.companyName ?? '';

  const confirm = () => {
    if (!asking) return;
    const { action, user } = asking;
    const done = { onSettled: () => setAsking(undefined) };
    if (action === 'block') {
      block.mutate(
        { id: user.id, body: userBody(user, { blocked: !user.blocked }) },
        {
          ...done,
          onSuccess: () =>
            notify({
              type: 'positive',
              message: user.blocked ? t('users.unblocked') : t('users.blocked'),
            }),
        },
      );
    } else {
      detach.mutate(user.id, {
        ...done,
        onSuccess: (answer) =>
          notify({ type: answer.success ? 'positive' : 'negative', message: answer.message }),
      });
    }
  };

  const actions = (user: UserSummary): RowMenuItem[] =>
    canEdit
      ? [
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
                  icon: user.blocked ? (
                    <LockOpenIcon fontSize="small" />
                  ) : (
                    <BlockIcon fontSize="small" />
                  ),
                  onClick: () => setAsking({ action: 'block', user }),
                },
              ]),
          {
            label: t('users.detach'),
            icon: <LinkOffIcon fontSize="small" />,
            onClick: () => setAsking({ action: 'detach', user }),
            color: 'error.main',
          },
        ]
      : [];

  const columns: Column<UserSummary, SortKey>[] = [
    {
      id: 'login',
      label: t('auth.fields.login'),
      sortKey: 'login',
      render: (user) => (
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
      ),
    },
    {
      id: 'name',
      label: t('users.fullName'),
      sortKey: 'surname',
      hideBelow: 'sm',
      render: (user) => fullName(user) || '—',
    },
    {
      id: 'email',
      label: t('auth.fields.email'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (user) => user.email,
      sx: { overflowWrap: 'anywhere' },
    },
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
          {
            id: 'actions',
            label: t('common.actions'),
            hiddenLabel: true,
            align: 'right' as const,
            render: (user: UserSummary) => (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
                <Tooltip title={t('common.edit')}>
                  <IconButton
                    component={Link}
                    to={paths.editUser(user.id)}
                    aria-label={`${t('common.edit')}: ${user.login}`}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <RowMenu label={`${t('common.more')}: ${user.login}`} items={actions(user)} />
              </Box>
            ),
          },
        ]
      : []),
  ];

  const target = asking?.user;
  const dialog =
    asking?.action === 'block'
      ? {
          title: target?.blocked ? t('users.unblockTitle') : t('users.blockTitle'),
          text: target?.blocked
            ? t('users.unblockText', { login: target.login })
            : t('users.blockText', { login: target?.login ?? '' }),
          label: target?.blocked ? t('actions.unblock') : t('actions.block'),
          color: target?.blocked ? ('primary' as const) : ('warning' as const),
        }
      : {
          title: t('users.detachTitle'),
          text: t('users.detachText', { login: target?.login ?? '', name: partnerName }),
          label: t('users.detach'),
          color: 'error' as const,
        };

  return (
    <>
      <PartnerHeader
        partnerId={partnerId}
        partner={partner.data}
        fallbackTitle={t('routes.usersPage')}
        actions={
          <>
            {canAttach && (
              <Button
                variant="outlined"
                startIcon={<LinkIcon />}
                onClick={() => setAttaching(true)}
              >
                {t('attach.open')}
              </Button>
            )}
            {canEdit && (
              <Button
                component={Link}
                to={paths.addUser(partnerId)}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('users.add')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={query.search}
          onChange={(search) => update({ search }, { replace: true })}
          placeholder={t('users.search')}
        />
      </Box>
      <PagedTable
        label={t('routes.usersPage')}
        columns={columns}
        result={users}
        query={query}
        update={update}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ 'data-user-login': user.login })}
        empty={t('users.empty')}
      />
      <ConfirmDialog
        open={Boolean(asking)}
        title={dialog.title}
        text={dialog.text}
        confirmLabel={dialog.label}
        confirmColor={dialog.color}
        busy={block.isPending || detach.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(undefined)}
      />
      {canAttach && (
        <AttachUserDialog
          open={attaching}
          partnerId={partnerId}
          partnerName={partnerName}
          onClose={() => setAttaching(false)}
        />
      )}
    </>
  );
}
