import { useEffect } from 'react';
import { MAX_ROWS_PER_PAGE, Permission } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ensureSession, usePermission } from '../../../lib/session';
import { readToken } from '../../../lib/cookies';
import { PublicPage } from '../../../lib/ui/PublicPage';
import { CardGrid, ListState } from '../../../lib/ui';
import { catalogueApi } from '../api';
import { catalogueKeys } from '../queries';
import { PriceListEditor } from '../components/PriceListEditor';
import { ServiceCard } from '../components/ServiceCard';

const ALL = { page: 1, rowsPerPage: MAX_ROWS_PER_PAGE, sortBy: 'name' };

function Prices() {
  const { t } = useTranslation('catalogue');
  const list = useQuery({
    queryKey: catalogueKeys.list(ALL),
    queryFn: () => catalogueApi.list(ALL),
    select: (page) => page.data.filter((service) => service.tariffs.length > 0),
  });
  return (
    <ListState query={list} empty={t('pricing.empty')}>
      {(services) => (
        <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}>
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} detailed />
            </li>
          ))}
        </CardGrid>
      )}
    </ListState>
  );
}

/** /Pricing: the published tariffs, for anybody; admins also choose what is published. */
function PricingPage() {
  const { t } = useTranslation('catalogue');
  const canManage = usePermission(Permission.tariffEdit);
  // A public page: the signed-in user is known only once the session is checked.
  useEffect(() => {
    if (readToken()) void ensureSession();
  }, []);
  return (
    <PublicPage title={t('routes.pricingPage')} subtitle={t('pricing.intro')}>
      <Stack spacing={3}>
        <Prices />
        {canManage && <PriceListEditor />}
      </Stack>
    </PublicPage>
  );
}

export default PricingPage;
