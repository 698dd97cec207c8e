import { type TariffPackage } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import { showFrom } from '../../../lib/table';
import { RowMenu, VisuallyHidden } from '../../../lib/ui';

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
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        aria-label={t('routes.tariffPackagesPage')}
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('packages.fields.period')}</TableCell>
            <TableCell align="right" sx={showFrom('sm')}>
              {t('packages.fields.quota')}
            </TableCell>
            <TableCell align="right">{t('packages.fields.used')}</TableCell>
            <TableCell sx={{ ...showFrom('md'), minWidth: 160 }}>
              {t('packages.fields.remaining')}
            </TableCell>
            <TableCell align="right" sx={showFrom('md')}>
              {t('packages.fields.price')}
            </TableCell>
            {canEdit && (
              <TableCell align="right">
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((pack) => (
            <TableRow key={pack.id} hover data-package-id={pack.id} data-status={pack.status}>
              <TableCell>
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
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { sm: 'none' } }}
                  >
                    {t('packages.ofQuota', { quota: count(pack.quota) })}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell align="right" sx={showFrom('sm')} data-col="quota">
                {count(pack.quota)}
              </TableCell>
              <TableCell align="right" data-col="used">
                {count(pack.used)}
              </TableCell>
              <TableCell sx={showFrom('md')} data-col="remaining">
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
              </TableCell>
              <TableCell align="right" sx={{ ...showFrom('md'), whiteSpace: 'nowrap' }}>
                {formatMoney(pack.priceMinor, pack.currency, i18n.language)}
              </TableCell>
              {canEdit && (
                <TableCell align="right">
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
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
