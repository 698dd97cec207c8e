import { Permission } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../lib/session';
import { formatCount } from '../../../lib/format';
import { PageHeader } from '../../../lib/ui';
import type { Available } from '../api';
import { CatalogueGrid } from '../components/CatalogueGrid';
import { ServiceCard } from '../components/ServiceCard';
import { useAvailableById } from '../queries';

function PackageBalance({ mine }: { mine: Available | null }) {
  const { t, i18n } = useTranslation('catalogue');
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {t('offers.package')}
      </Typography>
      {mine && mine.packageQuota > 0 ? (
        <>
          <Typography variant="body2">
            {t('offers.balance', {
              remaining: count(mine.packageRemaining),
              quota: count(mine.packageQuota),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(
              100,
              ((mine.packageQuota - mine.packageRemaining) / mine.packageQuota) * 100,
            )}
            aria-hidden
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {mine ? t('offers.noPackage') : t('offers.notConnected')}
        </Typography>
      )}
    </Box>
  );
}

/** /Ecommerce: the catalogue with package offers: the balance, and a package to order. */
function EcommercePage() {
  const { t } = useTranslation('catalogue');
  const { byId, ready } = useAvailableById();
  const mayRequest = usePermission(Permission.packageRequestsCreate);
  return (
    <>
      <PageHeader title={t('routes.ecommercePage')} subtitle={t('offers.intro')} />
      <CatalogueGrid
        card={(service) => {
          const mine = ready ? (byId.get(service.id) ?? null) : undefined;
          return (
            <ServiceCard
              service={service}
              mine={mine}
              detailed
              extra={mine !== undefined && <PackageBalance mine={mine} />}
              actions={
                mayRequest &&
                mine && (
                  <Button
                    component={Link}
                    to={`/Checkout?serviceId=${service.id}`}
                    variant="contained"
                    startIcon={<AddShoppingCartIcon />}
                    aria-label={`${t('offers.request')}: ${service.name}`}
                  >
                    {t('offers.request')}
                  </Button>
                )
              }
            />
          );
        }}
      />
    </>
  );
}

export default EcommercePage;
