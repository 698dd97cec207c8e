import { PARTNER_SORT_COLUMNS, Permission } from '@cabinet/contract';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/session';
import { ListPage, toApiQuery, useTableQuery } from '../../../lib/table';
import { partnersPaths as paths } from '../../../lib/paths';
import { usePartnerColumns } from '../components/PartnerColumns';
import { usePartners } from '../queries';

/** partnersPage (`/admin`): partners, paged and sorted on the server, with search. */
export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const canEditPartners = useAuth((s) => s.user?.permissions ?? []).includes(
    Permission.partnersEdit,
  );
  const { query, update } = useTableQuery(PARTNER_SORT_COLUMNS, { sortBy: 'companyName' });
  const partners = usePartners(toApiQuery(query));
  const columns = usePartnerColumns();

  return (
    <ListPage
      title={t('routes.partnersPage')}
      actions={
        canEditPartners && (
          <Button
            component={Link}
            to={paths.addPartner}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('add')}
          </Button>
        )
      }
      search={{ placeholder: t('search') }}
      columns={columns}
      result={partners}
      query={query}
      update={update}
      rowKey={(partner) => partner.id}
      rowProps={(partner) => ({ 'data-partner-login': partner.login })}
      empty={t('empty')}
    />
  );
}
