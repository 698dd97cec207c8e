import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/session';
import { PagedTable } from '../../../lib/table';
import { PageHeader } from '../../../lib/ui';
import { AllRegisterFilters } from '../components/all-register/AllRegisterFilters';
import { useAllRegisterColumns } from '../components/all-register/all-register-columns';
import { useAllRegister } from '../use-all-register';

/** /Tables: the register across every partner (an admin's scope; others see their own). */
export default function RegisterAllPage() {
  const { t } = useTranslation('usage');
  const admin = useAuth((s) => s.user?.groups.includes('Admin') ?? false);
  const data = useAllRegister();
  const { query, update, problem } = data;
  const columns = useAllRegisterColumns();

  return (
    <>
      <PageHeader
        title={t('routes.tablesPage')}
        subtitle={t(admin ? 'allRegister.intro' : 'allRegister.introOwn')}
      />
      <AllRegisterFilters
        filters={data.filters}
        services={data.services}
        search={query.search}
        onSearch={(search) => update({ search }, { replace: true })}
        setParam={data.setParam}
        setStatus={data.setStatus}
        fieldError={data.fieldError}
      />
      {problem ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            query.sortBy !== 'requestedAt' && (
              <Button
                color="inherit"
                size="small"
                onClick={() => update({ sortBy: 'requestedAt', descending: true })}
              >
                {t('allRegister.sortByTime')}
              </Button>
            )
          }
        >
          {problem}
        </Alert>
      ) : (
        <PagedTable
          label={t('routes.tablesPage')}
          columns={columns}
          result={data.register}
          query={query}
          update={update}
          rowProps={(row) => ({ 'data-request-id': row.requestId })}
          empty={t('allRegister.empty')}
        />
      )}
    </>
  );
}
