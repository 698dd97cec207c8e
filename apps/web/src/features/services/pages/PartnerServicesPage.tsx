import { Permission } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrowOutlined';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillableOutcomesNote } from '../../../lib/billing';
import { useAuth } from '../../../lib/session';
import { loadTiersView } from '../../../lib/slots';
import { formatCount } from '../../../lib/format';
import { CardGrid, PageHeader, ListState, RouterLink } from '../../../lib/ui';
import { ServiceCardFrame, ServiceCardSection } from '../../../lib/ui/ServiceCardFrame';
import type { Available } from '../api';
import { StatusChip } from '../components/StatusChip';
import { servicesPaths as paths, tariffsPaths } from '../../../lib/paths';
import { useAvailableServices } from '../queries';

const TiersView = lazy(async () => ({ default: (await loadTiersView()).TiersView }));

function PackageBalance({ service, userId }: { service: Available; userId?: number }) {
  const { t, i18n } = useTranslation('services');
  const canSeePackages = useAuth((s) => s.user?.permissions.includes(Permission.tariffView));
  const count = (n: number) => formatCount(n, i18n.language);
  if (service.packageQuota === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('available.noPackage')}
      </Typography>
    );
  }
  const used = service.packageQuota - service.packageRemaining;
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2" data-testid="package-balance">
        {t('available.remaining', {
          remaining: count(service.packageRemaining),
          quota: count(service.packageQuota),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (used / service.packageQuota) * 100)}
        aria-label={t('available.used', { used: count(used) })}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {canSeePackages && userId !== undefined && (
        <RouterLink to={tariffsPaths.packages(userId, service.id)} variant="body2">
          {t('available.packages')}
        </RouterLink>
      )}
    </Stack>
  );
}

function ServiceCard({ service, userId }: { service: Available; userId?: number }) {
  const { t } = useTranslation('services');
  return (
    <ServiceCardFrame
      service={service}
      titleAside={service.status !== 'active' && <StatusChip status={service.status} />}
      actions={
        <>
          <Button
            component={Link}
            to={paths.documentation(service.id)}
            startIcon={<MenuBookIcon />}
            aria-label={`${t('openDocs')}: ${service.name}`}
          >
            {t('openDocs')}
          </Button>
          {service.hasForm && service.status === 'active' && (
            <Button
              component={Link}
              to={paths.form(service)}
              variant="contained"
              startIcon={<PlayArrowIcon />}
              aria-label={`${t('openForm')}: ${service.name}`}
              sx={{ ml: 'auto !important' }}
            >
              {t('openForm')}
            </Button>
          )}
        </>
      }
    >
      <ServiceCardSection title={t('available.tariff')}>
        {service.tariff ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {service.tariff.name}
            </Typography>
            <Suspense fallback={null}>
              <TiersView tariff={service.tariff} />
            </Suspense>
            <Box sx={{ mt: 1 }}>
              <BillableOutcomesNote rule={service.billableOutcomes} />
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('available.noTariff')}
          </Typography>
        )}
      </ServiceCardSection>
      <ServiceCardSection title={t('available.package')}>
        <PackageBalance service={service} userId={userId} />
      </ServiceCardSection>
    </ServiceCardFrame>
  );
}

/** /partner-services: what the signed-in user may use, with prices and package balance. */
export default function PartnerServicesPage() {
  const { t } = useTranslation('services');
  const available = useAvailableServices();
  const userId = useAuth((s) => s.user?.id);
  return (
    <>
      <PageHeader title={t('routes.partnerServicesPage')} subtitle={t('available.intro')} />
      <ListState query={available} empty={t('available.empty')}>
        {(list) => (
          <CardGrid columns={{ xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}>
            {list.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} userId={userId} />
              </li>
            ))}
          </CardGrid>
        )}
      </ListState>
    </>
  );
}
