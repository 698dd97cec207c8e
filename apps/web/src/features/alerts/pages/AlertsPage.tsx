import { conditionText } from '../../../lib/alerts';
import { notify } from '../../../lib/notify';
import { AddButton, ConfirmDialog, EmptyPanel, PageHeader, ListState } from '../../../lib/ui';
import { PartnerFilter } from '../components/PartnerFilter';
import { RuleDialog } from '../components/RuleDialog';
import { RulesTable } from '../components/RulesTable';
import { useAlertsPage } from '../use-alerts-page';

/**
 * «Оповещения»: usage alert rules, each with its condition in words, its state and history;
 * adding, changing, switching on and off, deleting. Staff choose whose rules they see; a partner
 * sees its own and its users'.
 */
export default function AlertsPage() {
  const page = useAlertsPage();
  const { t, isAdmin, editing, removing } = page;

  return (
    <>
      <PageHeader
        title={t('routes.alertsPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={
          <AddButton onClick={() => page.setEditing('new')} sx={{ whiteSpace: 'nowrap' }}>
            {t('add')}
          </AddButton>
        }
      />
      {isAdmin && (
        <PartnerFilter
          chosen={page.chosen}
          partners={page.partners}
          onChoose={page.choosePartner}
        />
      )}
      <ListState query={page.rules} empty={<EmptyPanel message={t('empty')} />}>
        {(list) => (
          <RulesTable
            rules={list}
            open={page.open}
            linked={page.linked}
            onFlip={page.flip}
            onEdit={page.setEditing}
            onToggle={(rule) => page.toggle.mutate(rule)}
            toggling={page.toggle.isPending}
            onRemove={page.setRemoving}
          />
        )}
      </ListState>
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          partnerId={page.ownPartner}
          choosePartner={isAdmin}
          onClose={() => page.setEditing(undefined)}
          onSaved={() => {
            notify({ type: 'positive', message: t(editing === 'new' ? 'added' : 'saved') });
            page.setEditing(undefined);
            page.refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeTitle')}
        text={t('removeText', {
          condition: removing ? conditionText(removing.condition, t, page.lang) : '',
        })}
        confirmLabel={t('remove')}
        busy={page.remove.isPending}
        onConfirm={() => removing && page.remove.mutate(removing)}
        onClose={() => page.setRemoving(undefined)}
      />
    </>
  );
}
