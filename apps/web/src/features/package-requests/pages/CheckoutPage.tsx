import { Permission } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/session';
import { NoAccess, PageHeader } from '../../../lib/ui';
import { PendingRequests } from '../components/PendingRequests';
import { RequestFormCard } from '../components/RequestFormCard';
import { RequestsTable } from '../components/RequestsTable';

/**
 * /Checkout: ordering a prepaid package is a request, not a payment. Partners ask; admins approve
 * (the package is created at the price they set) or reject, on the same page.
 */
function CheckoutPage() {
  const { t } = useTranslation('package-requests');
  const canView = usePermission(Permission.packageRequestsView);
  const canCreate = usePermission(Permission.packageRequestsCreate);
  const canDecide = usePermission(Permission.packageRequestsDecide);
  if (!canView && !canCreate && !canDecide) return <NoAccess />;
  const listTitle = canDecide ? t('all') : t('mine');
  return (
    <>
      <PageHeader
        title={t('routes.checkoutPage')}
        subtitle={canDecide ? t('adminIntro') : t('intro')}
      />
      <Stack spacing={3}>
        {canDecide && <PendingRequests />}
        {canCreate && !canDecide && <RequestFormCard />}
        {canView && (
          <section aria-labelledby="requests-title">
            <Typography id="requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {listTitle}
            </Typography>
            <RequestsTable label={listTitle} canCancel={canCreate} />
          </section>
        )}
      </Stack>
    </>
  );
}

export default CheckoutPage;
