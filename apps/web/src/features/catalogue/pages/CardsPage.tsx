import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../lib/ui';
import { CatalogueGrid } from '../components/CatalogueGrid';
import { ServiceActions } from '../components/ServiceActions';
import { ServiceCard } from '../components/ServiceCard';
import { useAvailableById } from '../queries';

/** /Cards: the service catalogue as cards, with public prices and the user's own tariff. */
function CardsPage() {
  const { t } = useTranslation('catalogue');
  const { byId, ready } = useAvailableById();
  const mine = (id: number) => (ready ? (byId.get(id) ?? null) : undefined);
  return (
    <>
      <PageHeader title={t('routes.cardsPage')} subtitle={t('cards.intro')} />
      <CatalogueGrid
        card={(service) => (
          <ServiceCard
            service={service}
            mine={mine(service.id)}
            actions={<ServiceActions service={service} mine={mine(service.id)} />}
          />
        )}
      />
    </>
  );
}

export default CardsPage;
