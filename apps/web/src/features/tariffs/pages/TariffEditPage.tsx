import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader, QueryState } from '../../../lib/ui';
import { TariffEditor } from '../components/TariffEditor';
import { parseId } from '../../../lib/paths';
import { useTariff } from '../queries';

/** `/tariff/edit/{id}` and `/tariff/add` (`?serviceId=` preselects the service). */
export default function TariffEditPage() {
  const { t } = useTranslation('tariffs');
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const tariff = useTariff(id);

  if (!id) {
    return (
      <>
        <PageHeader title={t('routes.tariffAddPage')} />
        <TariffEditor serviceId={parseId(params.get('serviceId'))} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={tariff.data?.name ?? t('routes.tariffEditPage')}
        subtitle={tariff.data?.serviceName}
      />
      <QueryState query={tariff}>
        {(data) => <TariffEditor key={data.id} tariff={data} />}
      </QueryState>
    </>
  );
}
