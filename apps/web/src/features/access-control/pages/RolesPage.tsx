import { useState } from 'react';
import type { Role } from '@cabinet/contract';
import { Permission } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../lib/session';
import { notify } from '../../../lib/notify';
import { EditLink, ConfirmDialog, PageHeader, QueryState, VisuallyHidden } from '../../../lib/ui';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useRemoveRole, useRoles } from '../queries';

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;
const hideOnSmallPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

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

  return (
    <>
      <PageHeader
        title={t('routes.rolesPage')}
        actions={
          canEdit && (
            <Button component={Link} to={paths.addRole} variant="contained" startIcon={<AddIcon />}>
              {t('roles.add')}
            </Button>
          )
        }
      />
      <QueryState query={roles} isEmpty={(data) => data.length === 0} empty={t('roles.empty')}>
        {(data) => (
          <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
            <Table
              aria-label={t('routes.rolesPage')}
              sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.key')}</TableCell>
                  <TableCell>{t('fields.name')}</TableCell>
                  <TableCell sx={hideOnPhone}>{t('fields.description')}</TableCell>
                  <TableCell align="right" sx={hideOnSmallPhone}>
                    {t('roles.rules')}
                  </TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {t('roles.users')}
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((role) => (
                  <TableRow key={role.id} hover data-role-key={role.key}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {role.key}
                    </TableCell>
                    <TableCell>{role.name}</TableCell>
                    <TableCell sx={{ ...hideOnPhone, color: 'text.secondary' }}>
                      {role.description}
                    </TableCell>
                    <TableCell align="right" sx={hideOnSmallPhone}>
                      <Chip size="small" label={role.rules.length} />
                    </TableCell>
                    <TableCell align="right" sx={hideOnPhone}>
                      {role.usersCount}
                    </TableCell>
                    {canEdit && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
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
