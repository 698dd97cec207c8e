import { useState } from 'react';
import { Permission, TARIFF_SORT_COLUMNS, type Tariff } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BillableOutcomesNote } from '../../../lib/billing';
import { usePermission } from '../../../lib/session';
import { todayIso } from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { PagedTable, toApiQuery, useTableQuery, type Column } from '../../../lib/table';
import { ConfirmDialog, PageHeader, type RowMenuItem } from '../../../lib/ui';
import { DateDialog } from '../components/DateDialog';
import { TariffActions } from '../components/TariffActions';
import { TariffState } from '../components/TariffState';
import { TiersView } from '../components/TiersView';
import { parseId, tariffsPaths as paths } from '../../../lib/paths';
import { useEndTariff, useRemoveTariff, useServiceOptions, useTariffs } from '../queries';

type SortKey = (typeof TARIFF_SORT_COLUMNS)[number];
type Asking = { action: 'remove' | 'end'; tariff: Tariff };

/** TariffList (`/tariff`): tariffs, paged and sorted, filtered by service. */
export default function TariffListPage() {
  const { t, i18n } = useTranslation('tariffs');
  const canEdit = usePermission(Permission.tariffEdit);
  const canSimulate = usePermission(Permission.tariffSimulate);
  const [params, setParams] = useSearchParams();
  const serviceId = parseId(params.get('serviceId'));
  const { query, update } = useTableQuery(TARIFF_SORT_COLUMNS, { sortBy: 'service' });
  const tariffs = useTariffs({ ...toApiQuery(query), search: undefined, serviceId });
  const services = useServiceOptions();
  const remove = useRemoveTariff();
  const end = useEndTariff();
  const [asking, setAsking] = useState<Asking>();
  const [endError, setEndError] = useState<string>();

  const pickService = (value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('page');
      if (value) next.set('serviceId', value);
      else next.delete('serviceId');
      return next;
    });

  const close = () => {
    setAsking(undefined);
    setEndError(undefined);
  };

  const confirmRemove = () => {
    if (!asking) return;
    remove.mutate(asking.tariff.id, {
      onSuccess: (answer) => notify({ type: 'positive', message: answer.message }),
      onSettled: close,
    });
  };

  const confirmEnd = (validTo: string) => {
    if (!asking) return;
    end.mutate(
      { id: asking.tariff.id, validTo },
      {
        onSuccess: (answer) => {
          notify({ type: 'positive', message: answer.message ?? t('tariffs.ended') });
          close();
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

  const menu = (tariff: Tariff): RowMenuItem[] => {
    const ended = tariff.validTo !== null && tariff.validTo < todayIso();
    if (!tariff.inUse)
      return [
        {
          label: t('common.remove'),
          icon: <DeleteIcon fontSize="small" />,
          onClick: () => setAsking({ action: 'remove', tariff }),
          color: 'error.main',
        },
      ];
    return ended
      ? []
      : [
          {
            label: t('end'),
            icon: <EventBusyIcon fontSize="small" />,
            onClick: () => setAsking({ action: 'end', tariff }),
          },
        ];
  };

  const validity = (tariff: Tariff) =>
    tariff.validTo
      ? `${formatDay(tariff.validFrom, i18n.language)} – ${formatDay(tariff.validTo, i18n.language)}`
      : t('since', { from: formatDay(tariff.validFrom, i18n.language) });

  const columns: Column<Tariff, SortKey>[] = [
    {
      id: 'name',
      label: t('fields.name'),
      sortKey: 'name',
      render: (tariff) => (
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {tariff.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
            {tariff.serviceName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {validity(tariff)}
          </Typography>
          <Box>
            <TariffState tariff={tariff} />
          </Box>
        </Stack>
      ),
    },
    {
      id: 'service',
      label: t('fields.service'),
      sortKey: 'service',
      hideBelow: 'sm',
      render: (tariff) => tariff.serviceName,
    },
    {
      id: 'prices',
      label: t('fields.prices'),
      hideBelow: 'md',
      render: (tariff) => (
        <Stack spacing={0.5}>
          <TiersView tariff={tariff} dense />
          <BillableOutcomesNote rule={tariff.billableOutcomes} variant="caption" />
        </Stack>
      ),
    },
    {
      id: 'validFrom',
      label: t('fields.validity'),
      sortKey: 'validFrom',
      hideBelow: 'md',
      render: validity,
      sx: { whiteSpace: 'nowrap' },
    },
    ...(canEdit || canSimulate
      ? [
          {
            id: 'actions',
            label: t('common.actions'),
            hiddenLabel: true,
            align: 'right' as const,
            render: (tariff: Tariff) => (
              <TariffActions
                tariff={tariff}
                canEdit={canEdit}
                canSimulate={canSimulate}
                menu={menu(tariff)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('routes.tariffList')}
        actions={
          canEdit && (
            <Button
              component={Link}
              to={serviceId ? paths.addFor(serviceId) : paths.add}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('add')}
            </Button>
          )
        }
      />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('fields.service')}
          value={services.data && serviceId ? String(serviceId) : ''}
          onChange={(event) => pickService(event.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('allServices')}</MenuItem>
          {(services.data ?? []).map((service) => (
            <MenuItem key={service.id} value={String(service.id)}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PagedTable
        label={t('routes.tariffList')}
        columns={columns}
        result={tariffs}
        query={query}
        update={update}
        rowKey={(tariff) => tariff.id}
        rowProps={(tariff) => ({ 'data-tariff-name': tariff.name })}
        empty={t('empty')}
      />
      <ConfirmDialog
        open={asking?.action === 'remove'}
        title={t('removeTitle')}
        text={t('removeText', { name: asking?.tariff.name ?? '' })}
        confirmLabel={t('common.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={close}
      />
      <DateDialog
        open={asking?.action === 'end'}
        title={t('endTitle')}
        text={t('endText', { name: asking?.tariff.name ?? '' })}
        label={t('endDay')}
        confirmLabel={t('end')}
        busy={end.isPending}
        error={endError}
        onConfirm={confirmEnd}
        onClose={close}
      />
    </>
  );
}
