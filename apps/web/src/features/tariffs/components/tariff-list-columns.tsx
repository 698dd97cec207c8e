import type { TARIFF_SORT_COLUMNS, Tariff } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { BillableOutcomesNote } from '../../../lib/billing';
import { todayIso } from '../../../lib/dates';
import { formatDay } from '../../../lib/format';
import { actionsColumn, type Column } from '../../../lib/table';
import type { RowMenuItem } from '../../../lib/ui';
import type { Asking } from '../use-tariff-list';
import { TariffActions } from './TariffActions';
import { TariffState } from './TariffState';
import { TiersView } from './TiersView';

type SortKey = (typeof TARIFF_SORT_COLUMNS)[number];

/**
 * The tariff list's columns: name and state, service, prices, validity, and (to those who may)
 * the actions, whose menu asks to remove an unused tariff or end one in use.
 */
export function useTariffColumns({
  canEdit,
  canSimulate,
  setAsking,
}: {
  canEdit: boolean;
  canSimulate: boolean;
  setAsking: (asking: Asking) => void;
}): Column<Tariff, SortKey>[] {
  const { t, i18n } = useTranslation('tariffs');

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

  return [
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
          actionsColumn(t('common.actions'), (tariff: Tariff) => (
            <TariffActions
              tariff={tariff}
              canEdit={canEdit}
              canSimulate={canSimulate}
              menu={menu(tariff)}
            />
          )),
        ]
      : []),
  ];
}
