import Button from '@mui/material/Button';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader, QueryState } from '../../../lib/ui';
import { ServiceEditor } from '../components/ServiceEditor';
import { parseId, servicesPaths as paths } from '../../../lib/paths';
import { useService } from '../queries';

/** Edit service (`/services/{id}/edit`) and add service (`/services/add`). */
export default function ServiceEditPage() {
  const { t } = useTranslation('services');
  const id = parseId(useParams().id);
  const service = useService(id);

  if (!id) {
    return (
      <>
        <PageHeader title={t('routes.serviceAddPage')} />
        <ServiceEditor />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={service.data?.name ?? t('routes.serviceEditPage')}
        subtitle={service.data && t('editSubtitle', { code: service.data.code })}
        actions={
          <Button component={Link} to={paths.documentation(id)} startIcon={<MenuBookIcon />}>
            {t('openDocs')}
          </Button>
        }
      />
      <QueryState query={service}>
        {(data) => <ServiceEditor key={data.id} service={data} />}
      </QueryState>
    </>
  );
}
