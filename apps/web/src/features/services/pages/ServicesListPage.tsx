import { Permission, SERVICE_SORT_COLUMNS, type Service } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../lib/session';
import { formatDay } from '../../../lib/format';
import { actionsColumn, ListPage, usePagedList, type Column } from '../../../lib/table';
import { AddButton, EditLink, RouterLink } from '../../../lib/ui';
import { StatusChip } from '../components/StatusChip';
import { servicesPaths as paths, tariffsPaths } from '../../../lib/paths';
import { servicesList } from '../queries';

type SortKey = (typeof SERVICE_SORT_COLUMNS)[number];

/** servicesList (`/services`): every service, paged and searched. */
export default function ServicesListPage() {
  const { t, i18n } = useTranslation('services');
  const canEdit = usePermission(Permission.servicesEdit);
  const canSeeTariffs = usePermission(Permission.tariffView);
  const services = usePagedList(SERVICE_SORT_COLUMNS, { sortBy: 'name' }, servicesList);

  const columns: Column<Service, SortKey>[] = [
    {
      id: 'name',
      label: t('fields.name'),
      sortKey: 'name',
      render: (service) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <RouterLink to={paths.documentation(service.id)} sx={{ fontWeight: 500 }}>
            {service.name}
          </RouterLink>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {service.description}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'code',
      label: t('fields.code'),
      sortKey: 'code',
      hideBelow: 'sm',
      render: (service) => service.code,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    {
      id: 'status',
      label: t('fields.status'),
      sortKey: 'status',
      hideBelow: 'md',
      render: (service) => <StatusChip status={service.status} />,
    },
    {
      id: 'form',
      label: t('fields.formFields'),
      align: 'right',
      hideBelow: 'md',
      render: (service) => service.form.length || '—',
    },
    {
      id: 'createdAt',
      label: t('fields.createdAt'),
      sortKey: 'createdAt',
      hideBelow: 'lg',
      render: (service) => formatDay(service.createdAt, i18n.language),
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
    },
    actionsColumn(t('common.actions'), (service) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
        {canSeeTariffs && (
          <Button
            size="small"
            component={Link}
            to={tariffsPaths.listOf(service.id)}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            aria-label={`${t('tariffs')}: ${service.name}`}
          >
            {t('tariffs')}
          </Button>
        )}
        {canEdit && <EditLink to={paths.edit(service.id)} what={service.name} />}
      </Box>
    )),
  ];

  return (
    <ListPage
      title={t('routes.servicesList')}
      actions={canEdit && <AddButton to={paths.add}>{t('add')}</AddButton>}
      search={{ placeholder: t('search') }}
      columns={columns}
      {...services}
      rowProps={(service) => ({ 'data-service-code': service.code })}
      empty={t('empty')}
    />
  );
}
