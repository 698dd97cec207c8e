import { PARTNER_SORT_COLUMNS, Permission } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/session';
import { AddButton } from '../../../lib/ui';
import { ListPage, usePagedList } from '../../../lib/table';
import { partnersPaths as paths } from '../../../lib/paths';
import { usePartnerColumns } from '../components/PartnerColumns';
import { partnersList } from '../queries';

/** partnersPage (`/admin`): partners, paged and sorted on the server, with search. */
export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const canEditPartners = useAuth((s) => s.user?.permissions ?? []).includes(
    Permission.partnersEdit,
  );
  const partners = usePagedList(PARTNER_SORT_COLUMNS, { sortBy: 'companyName' }, partnersList);
  const columns = usePartnerColumns();

  return (
    <ListPage
      title={t('routes.partnersPage')}
      actions={canEditPartners && <AddButton to={paths.addPartner}>{t('add')}</AddButton>}
      search={{ placeholder: t('search') }}
      columns={columns}
      {...partners}
      rowProps={(partner) => ({ 'data-partner-login': partner.login })}
      empty={t('empty')}
    />
  );
}
