import { useState } from 'react';
import { Permission, type TariffPackage } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../../../lib/session';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { showFrom } from '../../../lib/table';
import {
  ConfirmDialog,
  NoAccess,
  PageHeader,
  QueryState,
  RowMenu,
  VisuallyHidden,
} from '../../../lib/ui';
import { AddPackageDialog, ExtendPackageDialog } from '../components/PackageDialogs';
import { useUserHeading } from '../components/UserHeading';
import { parseId } from '../../../lib/paths';
import { useClosePackage, usePackages, useServiceOption } from '../queries';

const STATUS_COLOR: Record<TariffPackage['status'], ChipProps['color']> = {
  upcoming: 'info',
  active: 'success',
  exhausted: 'warning',
  expired: 'default',
  closed: 'default',
};

/** `/users/{userId}/tariff-packages/{serviceId}`: a user's prepaid packages for a service. */
export default function TariffPackagesPage() {
  const { t, i18n } = useTranslation('tariffs');
  const params = useParams();
  const userId = parseId(params.userId);
  const serviceId = parseId(params.serviceId);
  const packages = usePackages(userId, serviceId);
  const service = useServiceOption(serviceId);
  const heading = useUserHeading(userId);
  const canEdit = usePermission(Permission.tariffEdit);
  const close = useClosePackage(userId ?? 0, serviceId ?? 0);
  const [adding, setAdding] = useState(false);
  const [extending, setExtending] = useState<TariffPackage>();
  const [closing, setClosing] = useState<TariffPackage>();

  if (!userId || !serviceId) return <NoAccess />;
  const count = (n: number) => formatCount(n, i18n.language);
  const period = (pack: TariffPackage) =>
    `${formatDay(pack.validFrom, i18n.language)} – ${formatDay(pack.validTo, i18n.language)}`;
  const open = (pack: TariffPackage) => pack.status !== 'closed' && pack.status !== 'expired';

  const confirmClose = () => {
    if (!closing) return;
    close.mutate(closing.id, {
      onSuccess: (answer) =>
        notify({ type: 'positive', message: answer.message ?? t('packages.closed') }),
      onSettled: () => setClosing(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title={t('routes.tariffPackagesPage')}
        subtitle={[service.data?.name, heading.label].filter(Boolean).join(' · ')}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('packages.add')}
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('packages.intro')}
      </Typography>
      <QueryState
        query={packages}
        isEmpty={(list) => list.length === 0}
        empty={t('packages.empty')}
      >
        {(list) => (
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
                                    onClick: () => setExtending(pack),
                                  },
                                  {
                                    label: t('packages.close'),
                                    icon: <LockIcon fontSize="small" />,
                                    onClick: () => setClosing(pack),
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
        )}
      </QueryState>
      {canEdit && (
        <>
          <AddPackageDialog
            open={adding}
            userId={userId}
            serviceId={serviceId}
            onClose={() => setAdding(false)}
          />
          <ExtendPackageDialog
            pack={extending}
            userId={userId}
            serviceId={serviceId}
            onClose={() => setExtending(undefined)}
          />
          <ConfirmDialog
            open={Boolean(closing)}
            title={t('packages.closeTitle')}
            text={t('packages.closeText', { period: closing ? period(closing) : '' })}
            confirmLabel={t('packages.close')}
            busy={close.isPending}
            onConfirm={confirmClose}
            onClose={() => setClosing(undefined)}
          />
        </>
      )}
    </>
  );
}
