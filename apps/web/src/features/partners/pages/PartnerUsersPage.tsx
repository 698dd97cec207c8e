import { useState } from 'react';
import { Permission, USER_SORT_COLUMNS } from '@cabinet/contract';
import Button from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuth } from '../../../lib/session';
import { ListPage, toApiQuery, useTableQuery } from '../../../lib/table';
import { AddButton, ConfirmDialog, NoAccess } from '../../../lib/ui';
import { AttachUserDialog } from '../components/AttachUserDialog';
import { PartnerHeader } from '../components/PartnerHeader';
import { usePartnerUserColumns } from '../components/PartnerUserColumns';
import { useUserActions } from '../hooks/use-user-actions';
import { parseId, partnersPaths as paths } from '../../../lib/paths';
import { usePartnerUsers } from '../../../lib/partners';
import { usePartner } from '../queries';

/** usersPage (`/admin/{id}/users`): a partner's users, paged, sorted and searched. */
export default function PartnerUsersPage() {
  const { t } = useTranslation('partners');
  const partnerId = parseId(useParams().id);
  const permissions = useAuth((s) => s.user?.permissions ?? []);
  const me = useAuth((s) => s.user?.id);
  const canEdit = permissions.includes(Permission.usersEdit);
  const canAttach = permissions.includes(Permission.partnersEdit);
  const { query, update } = useTableQuery(USER_SORT_COLUMNS, { sortBy: 'login' });
  const partner = usePartner(partnerId);
  const users = usePartnerUsers(partnerId, toApiQuery(query), {
    placeholderData: keepPreviousData,
  });
  const partnerName = partner.data?.companyName ?? '';
  const { ask, confirmation } = useUserActions(partnerName);
  const columns = usePartnerUserColumns({ canEdit, me, ask });
  const [attaching, setAttaching] = useState(false);

  if (!partnerId) return <NoAccess />;

  const actions = (
    <>
      {canAttach && (
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setAttaching(true)}>
          {t('attach.open')}
        </Button>
      )}
      {canEdit && <AddButton to={paths.addUser(partnerId)}>{t('users.add')}</AddButton>}
    </>
  );

  return (
    <ListPage
      title={t('routes.usersPage')}
      header={
        <PartnerHeader
          partnerId={partnerId}
          partner={partner.data}
          fallbackTitle={t('routes.usersPage')}
          actions={actions}
        />
      }
      search={{ placeholder: t('users.search') }}
      columns={columns}
      result={users}
      query={query}
      update={update}
      rowKey={(user) => user.id}
      rowProps={(user) => ({ 'data-user-login': user.login })}
      empty={t('users.empty')}
    >
      <ConfirmDialog {...confirmation} />
      {canAttach && (
        <AttachUserDialog
          open={attaching}
          partnerId={partnerId}
          partnerName={partnerName}
          onClose={() => setAttaching(false)}
        />
      )}
    </ListPage>
  );
}
