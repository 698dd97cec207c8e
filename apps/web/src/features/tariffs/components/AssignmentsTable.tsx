import { Permission, type UserService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { tariffsPaths as paths } from '../../../lib/paths';
import { usePermission } from '../../../lib/session';
import { actionsColumn, SimpleTable, type Column } from '../../../lib/table';
import { RouterLink } from '../../../lib/ui';

/** Current (running or starting later) assignments first, then the ones that ended. */
export function splitAssignments(assignments: UserService[], today: string) {
  const current = assignments.filter((a) => a.validTo === null || a.validTo >= today);
  const past = assignments.filter((a) => a.validTo !== null && a.validTo < today);
  return { current, past };
}

export function AssignmentsTable({
  label,
  rows,
  actions,
}: {
  label: string;
  rows: UserService[];
  actions?: (row: UserService) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('tariffs');
  const canEditTariffs = usePermission(Permission.tariffEdit);
  const today = todayIso();
  const lang = i18n.language;
  const columns: (Column<UserService> | false)[] = [
    {
      id: 'service',
      label: t('fields.service'),
      render: (row) => (
        <Stack spacing={0.25}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {row.serviceName}
            </Typography>
            {row.validFrom > today && (
              <Chip size="small" color="info" variant="outlined" label={t('state.upcoming')} />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
            {row.tariffName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {formatDay(row.validFrom, lang)} –{' '}
            {row.validTo ? formatDay(row.validTo, lang) : t('openEnded')}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'tariff',
      label: t('assign.tariff'),
      hideBelow: 'sm',
      render: (row) =>
        canEditTariffs ? (
          <RouterLink to={paths.edit(row.tariffId)}>{row.tariffName}</RouterLink>
        ) : (
          row.tariffName
        ),
    },
    {
      id: 'validFrom',
      label: t('fields.validFrom'),
      hideBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => formatDay(row.validFrom, lang),
    },
    {
      id: 'validTo',
      label: t('fields.validTo'),
      hideBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      render: (row) => (row.validTo ? formatDay(row.validTo, lang) : t('openEnded')),
    },
    actions !== undefined && actionsColumn(t('common.actions'), actions, { whiteSpace: 'nowrap' }),
  ];
  return (
    <SimpleTable
      label={label}
      columns={columns}
      rows={rows}
      rowProps={(row) => ({ 'data-service-code': row.serviceCode })}
    />
  );
}
