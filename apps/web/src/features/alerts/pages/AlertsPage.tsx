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
  const {
    t,
    lang,
    isAdmin,
    chosen,
    ownPartner,
    choosePartner,
    rules,
    partners,
    open,
    linked,
    flip,
    editing,
    setEditing,
    removing,
    setRemoving,
    refresh,
    toggle,
    remove,
  } = useAlertsPage();

  return (
    <>
      <PageHeader
        title={t('routes.alertsPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={
          <AddButton onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap' }}>
            {t('add')}
          </AddButton>
        }
      />
      {isAdmin && <PartnerFilter chosen={chosen} partners={partners} onChoose={choosePartner} />}
      <ListState query={rules} empty={<EmptyPanel message={t('empty')} />}>
        {(list) => (
          <RulesTable
            rules={list}
            open={open}
            linked={linked}
            onFlip={flip}
            onEdit={setEditing}
            onToggle={(rule) => toggle.mutate(rule)}
            toggling={toggle.isPending}
            onRemove={setRemoving}
          />
        )}
      </ListState>
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          partnerId={ownPartner}
          choosePartner={isAdmin}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            notify({ type: 'positive', message: t(editing === 'new' ? 'added' : 'saved') });
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeTitle')}
        text={t('removeText', {
          condition: removing ? conditionText(removing.condition, t, lang) : '',
        })}
        confirmLabel={t('remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}
