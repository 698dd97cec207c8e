import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/session';
import { AddButton, ConfirmDialog, EmptyPanel, PageHeader, ListState } from '../../../lib/ui';
import { IssueKeyDialog } from '../components/IssueKeyDialog';
import { IssuedKeyDialog } from '../components/IssuedKeyDialog';
import { KeysTable } from '../components/KeysTable';
import { useApiKeysPage } from '../queries';

/** «Ключи API»: the keys the caller manages, issuing one (shown once) and revoking. */
export default function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const isAdmin = useAuth((state) => state.user?.groups.includes('Admin') ?? false);
  const page = useApiKeysPage(() => notify({ type: 'positive', message: t('revoked') }));
  const { issuing, issued, revoking, revoke } = page;

  return (
    <>
      <PageHeader
        title={t('routes.apiKeysPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={<AddButton onClick={() => page.setIssuing(true)}>{t('issue')}</AddButton>}
      />
      <ListState query={page.keys} empty={<EmptyPanel message={t('empty')} />}>
        {(list) => <KeysTable list={list} isAdmin={isAdmin} onRevoke={page.setRevoking} />}
      </ListState>
      <IssueKeyDialog
        open={issuing}
        chooseOwner={isAdmin}
        onClose={() => page.setIssuing(false)}
        onIssued={page.onIssued}
      />
      <IssuedKeyDialog issued={issued} onClose={() => page.setIssued(undefined)} />
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('revokeTitle')}
        text={t('revokeText', { name: revoking?.name ?? '', start: revoking?.keyStart ?? '' })}
        confirmLabel={t('revoke')}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => page.setRevoking(undefined)}
      />
    </>
  );
}
