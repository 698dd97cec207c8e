import { useState } from 'react';
import { Permission, type UserService } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { PartnerTabs } from '../../../lib/partners';
import { todayIso } from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { actionsColumn, SimpleTable, type Column } from '../../../lib/table';
import {
  NoAccess,
  PageHeader,
  QueryState,
  RouterLink,
  RowMenu,
  type RowMenuItem,
  AddButton,
} from '../../../lib/ui';
import { AssignDialog } from '../components/AssignDialog';
import { DateDialog } from '../components/DateDialog';
import { useUserHeading } from '../components/UserHeading';
import { parseId, tariffsPaths as paths } from '../../../lib/paths';
import { useAssignments, useEndAssignment } from '../queries';

/** Current (running or starting later) assignments first, then the ones that ended. */
function split(assignments: UserService[], today: string) {
  const current = assignments.filter((a) => a.validTo === null || a.validTo >= today);
  const past = assignments.filter((a) => a.validTo !== null && a.validTo < today);
  return { current, past };
}

function AssignmentsTable({
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

/** usersServicesEditPage (`/admin/{id}/services`): which services a user may use, how priced. */
export default function UserServicesPage() {
  const { t } = useTranslation('tariffs');
  const userId = parseId(useParams().id);
  const heading = useUserHeading(userId);
  const assignments = useAssignments(userId);
  const canEdit = usePermission(Permission.tariffEdit);
  const canSeePackages = usePermission(Permission.tariffView);
  const end = useEndAssignment(userId ?? 0);
  const [assigning, setAssigning] = useState<{ serviceId?: number }>();
  const [ending, setEnding] = useState<UserService>();
  const [endError, setEndError] = useState<string>();

  if (!userId) return <NoAccess />;

  const confirmEnd = (from: string) => {
    if (!ending) return;
    end.mutate(
      { serviceId: ending.serviceId, from },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message ?? t('tariffs.assignmentEnded') });
          setEnding(undefined);
        },
        onError: (error) =>
          setEndError(
            isHttpError(error)
              ? (Object.values(error.fieldErrors).flat()[0] ?? error.message)
              : String(error),
          ),
      },
    );
  };

  const actions = (row: UserService) => {
    const items: RowMenuItem[] = [
      ...(canSeePackages
        ? [
            {
              label: t('packagesLink'),
              to: paths.packages(userId, row.serviceId),
              icon: <Inventory2Icon fontSize="small" />,
            },
          ]
        : []),
      ...(canEdit
        ? [
            {
              label: t('assign.switch'),
              icon: <SwapHorizIcon fontSize="small" />,
              onClick: () => setAssigning({ serviceId: row.serviceId }),
            },
            {
              label: t('assign.end'),
              icon: <EventBusyIcon fontSize="small" />,
              onClick: () => {
                setEndError(undefined);
                setEnding(row);
              },
            },
          ]
        : []),
    ];
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
        {canSeePackages && (
          <Button
            size="small"
            component={Link}
            to={paths.packages(userId, row.serviceId)}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            aria-label={`${t('packagesLink')}: ${row.serviceName}`}
          >
            {t('packagesShort')}
          </Button>
        )}
        <RowMenu label={`${t('common.more')}: ${row.serviceName}`} items={items} />
      </Box>
    );
  };

  return (
    <>
      <PageHeader
        title={heading.isPartner && heading.name ? heading.name : t('routes.usersServicesEditPage')}
        subtitle={heading.isPartner ? heading.login : heading.label}
        actions={
          canEdit && <AddButton onClick={() => setAssigning({})}>{t('assign.open')}</AddButton>
        }
      />
      {heading.isPartner && <PartnerTabs partnerId={userId} />}
      <QueryState query={assignments}>
        {(list) => {
          const { current, past } = split(list, todayIso());
          return (
            <Stack spacing={4}>
              <Box component="section" aria-labelledby="current-services">
                <Typography id="current-services" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {t('assign.current')}
                </Typography>
                {current.length > 0 ? (
                  <AssignmentsTable label={t('assign.current')} rows={current} actions={actions} />
                ) : (
                  <Paper
                    variant="outlined"
                    role="status"
                    sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {t('assign.none')}
                  </Paper>
                )}
              </Box>
              {past.length > 0 && (
                <Box component="section" aria-labelledby="past-services">
                  <Typography id="past-services" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                    {t('assign.history')}
                  </Typography>
                  <AssignmentsTable label={t('assign.history')} rows={past} />
                </Box>
              )}
            </Stack>
          );
        }}
      </QueryState>
      {canEdit && (
        <AssignDialog
          open={Boolean(assigning)}
          userId={userId}
          serviceId={assigning?.serviceId}
          onClose={() => setAssigning(undefined)}
        />
      )}
      <DateDialog
        open={Boolean(ending)}
        title={t('assign.endTitle')}
        text={t('assign.endText', { name: ending?.serviceName ?? '' })}
        label={t('assign.endFrom')}
        confirmLabel={t('assign.end')}
        busy={end.isPending}
        error={endError}
        onConfirm={confirmEnd}
        onClose={() => setEnding(undefined)}
      />
    </>
  );
}
