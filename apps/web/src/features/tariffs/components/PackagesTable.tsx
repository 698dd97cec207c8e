import { type TariffPackage } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import { actionsColumn, SimpleTable, type Column } from '../../../lib/table';
import { RowMenu } from '../../../lib/ui';

const STATUS_COLOR: Record<TariffPackage['status'], ChipProps['color']> = {
  upcoming: 'info',
  active: 'success',
  exhausted: 'warning',
  expired: 'default',
  closed: 'default',
};

/** A package's period, as its row and the closing question name it. */
export const packagePeriod = (pack: TariffPackage, lang: string) =>
  `${formatDay(pack.validFrom, lang)} – ${formatDay(pack.validTo, lang)}`;

const open = (pack: TariffPackage) => pack.status !== 'closed' && pack.status !== 'expired';

/** A user's packages for a service: period and state, quota, use, balance, price, and actions. */
export function PackagesTable({
  list,
  canEdit,
  onExtend,
  onClose,
}: {
  list: TariffPackage[];
  canEdit: boolean;
  onExtend: (pack: TariffPackage) => void;
  onClose: (pack: TariffPackage) => void;
}) {
  const { t, i18n } = useTranslation('tariffs');
  const count = (n: number) => formatCount(n, i18n.language);
  const period = (pack: TariffPackage) => packagePeriod(pack, i18n.language);
  const columns: (Column<TariffPackage> | false)[] = [
    {
      id: 'period',
      label: t('packages.fields.period'),
      render: (pack) => (
        <Stack spacing={0.5}>
          <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
            {period(pack)}
          </Typography>
          <Box>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOR[pack.status]}
              label={t(`packages.status.${pack.status}`)}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
            {t('packages.ofQuota', { quota: count(pack.quota) })}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'quota',
      label: t('packages.fields.quota'),
      align: 'right',
      hideBelow: 'sm',
      cellProps: { 'data-col': 'quota' },
      render: (pack) => count(pack.quota),
    },
    {
      id: 'used',
      label: t('packages.fields.used'),
      align: 'right',
      cellProps: { 'data-col': 'used' },
      render: (pack) => count(pack.used),
    },
    {
      id: 'remaining',
      label: t('packages.fields.remaining'),
      hideBelow: 'md',
      headerSx: { minWidth: 160 },
      cellProps: { 'data-col': 'remaining' },
      render: (pack) => (
        <Stack spacing={0.5}>
          <span>{count(pack.remaining)}</span>
          <LinearProgress
            variant="determinate"
            value={pack.quota ? Math.min(100, (pack.used / pack.quota) * 100) : 0}
            aria-label={t('packages.usedShare', {
              used: count(pack.used),
              quota: count(pack.quota),
            })}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Stack>
      ),
    },
    {
      id: 'price',
      label: t('packages.fields.price'),
      align: 'right',
      hideBelow: 'md',
      sx: { whiteSpace: 'nowrap' },
      render: (pack) => formatMoney(pack.priceMinor, pack.currency, i18n.language),
    },
    canEdit &&
      actionsColumn(t('common.actions'), (pack) => (
        <RowMenu
          label={`${t('common.more')}: ${period(pack)}`}
          items={
            open(pack)
              ? [
                  {
                    label: t('packages.extend'),
                    icon: <EventRepeatIcon fontSize="small" />,
                    onClick: () => onExtend(pack),
                  },
                  {
                    label: t('packages.close'),
                    icon: <LockIcon fontSize="small" />,
                    onClick: () => onClose(pack),
                    color: 'error.main',
                  },
                ]
              : []
          }
        />
      )),
  ];
  return (
    <SimpleTable
      label={t('routes.tariffPackagesPage')}
      columns={columns}
      rows={list}
      rowProps={(pack) => ({ 'data-package-id': String(pack.id), 'data-status': pack.status })}
    />
  );
}
