import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddButton, ConfirmDialog, NoAccess, PageHeader, ListState } from '../../../lib/ui';
import { AddPackageDialog, ExtendPackageDialog } from '../components/PackageDialogs';
import { PackagesTable, packagePeriod } from '../components/PackagesTable';
import { usePackagesPage } from '../use-packages-page';

/** `/users/{userId}/tariff-packages/{serviceId}`: a user's prepaid packages for a service. */
export default function TariffPackagesPage() {
  const { t, i18n } = useTranslation('tariffs');
  const page = usePackagesPage();
  const { userId, serviceId, packages, canEdit, close, adding, extending, closing } = page;

  if (!userId || !serviceId) return <NoAccess />;

  return (
    <>
      <PageHeader
        title={t('routes.tariffPackagesPage')}
        subtitle={page.subtitle}
        actions={
          canEdit && <AddButton onClick={() => page.setAdding(true)}>{t('packages.add')}</AddButton>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('packages.intro')}
      </Typography>
      <ListState query={packages} empty={t('packages.empty')}>
        {(list) => (
          <PackagesTable
            list={list}
            canEdit={canEdit}
            onExtend={page.setExtending}
            onClose={page.setClosing}
          />
        )}
      </ListState>
      {canEdit && (
        <>
          <AddPackageDialog
            open={adding}
            userId={userId}
            serviceId={serviceId}
            onClose={() => page.setAdding(false)}
          />
          <ExtendPackageDialog
            pack={extending}
            userId={userId}
            serviceId={serviceId}
            onClose={() => page.setExtending(undefined)}
          />
          <ConfirmDialog
            open={Boolean(closing)}
            title={t('packages.closeTitle')}
            text={t('packages.closeText', {
              period: closing ? packagePeriod(closing, i18n.language) : '',
            })}
            confirmLabel={t('packages.close')}
            busy={close.isPending}
            onConfirm={page.confirmClose}
            onClose={() => page.setClosing(undefined)}
          />
        </>
      )}
    </>
  );
}
