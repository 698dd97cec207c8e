import { useState } from 'react';
import type { Role } from '@cabinet/contract';
import { Permission } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/session';
import { notify } from '../../../lib/notify';
import { AddButton, EditLink, ConfirmDialog, PageHeader, ListState } from '../../../lib/ui';
import { accessControlPaths as paths } from '../../../lib/paths';
import { actionsColumn, SimpleTable, type Column } from '../../../lib/table';
import { useRemoveRole, useRoles } from '../queries';

export default function RolesPage() {
  const { t } = useTranslation('access-control');
  const roles = useRoles();
  const canEdit = usePermission(Permission.accessControlEdit);
  const remove = useRemoveRole();
  const [toRemove, setToRemove] = useState<Role>();

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: (answer) => notify({ type: 'positive', message: answer.message }),
      onSettled: () => setToRemove(undefined),
    });
  };

  const columns: (Column<Role> | false)[] = [
    {
      id: 'key',
      label: t('fields.key'),
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
      render: (role) => role.key,
    },
    { id: 'name', label: t('fields.name'), render: (role) => role.name },
    {
      id: 'description',
      label: t('fields.description'),
      hideBelow: 'md',
      sx: { color: 'text.secondary' },
      render: (role) => role.description,
    },
    {
      id: 'rules',
      label: t('roles.rules'),
      align: 'right',
      hideBelow: 'sm',
      render: (role) => <Chip size="small" label={role.rules.length} />,
    },
    {
      id: 'users',
      label: t('roles.users'),
      align: 'right',
      hideBelow: 'md',
      render: (role) => role.usersCount,
    },
    canEdit &&
      actionsColumn(
        t('common.actions'),
        (role) => (
          <>
            <EditLink to={paths.editRole(role.id)} what={role.name} />
            {/* A role somebody holds cannot go: say so here, not after a confirmation. */}
            <Tooltip
              title={
                role.usersCount > 0
                  ? t('roles.inUse', { count: role.usersCount })
                  : t('common.remove')
              }
            >
              <span>
                <IconButton
                  onClick={() => setToRemove(role)}
                  disabled={role.usersCount > 0}
                  aria-label={
                    role.usersCount > 0
                      ? `${t('common.remove')}: ${role.name}. ${t('roles.inUse', { count: role.usersCount })}`
                      : `${t('common.remove')}: ${role.name}`
                  }
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ),
        { whiteSpace: 'nowrap' },
      ),
  ];

  return (
    <>
      <PageHeader
        title={t('routes.rolesPage')}
        actions={canEdit && <AddButton to={paths.addRole}>{t('roles.add')}</AddButton>}
      />
      <ListState query={roles} empty={t('roles.empty')}>
        {(data) => (
          <SimpleTable
            label={t('routes.rolesPage')}
            columns={columns}
            rows={data}
            rowProps={(role) => ({ 'data-role-key': role.key })}
          />
        )}
      </ListState>
      <ConfirmDialog
        open={Boolean(toRemove)}
        title={t('roles.removeTitle')}
        text={t('roles.removeText', { name: toRemove?.name ?? '' })}
        confirmLabel={t('common.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(undefined)}
      />
    </>
  );
}
