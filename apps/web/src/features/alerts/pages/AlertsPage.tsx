import { useState } from 'react';
import {
  NOTIFICATIONS_CHANGED_EVENT,
  NotificationsChangedEvent,
  type AlertRule,
} from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { conditionText } from '../../../lib/alerts';
import { notify } from '../../../lib/notify';
import { parseId } from '../../../lib/paths';
import { usePrivateEvent } from '../../../lib/private-events';
import { useAuth } from '../../../lib/session';
import { AddButton, ConfirmDialog, EmptyPanel, PageHeader, ListState } from '../../../lib/ui';
import { useUrlState } from '../../../lib/url-state';
import { alertsApi } from '../api';
import { alertsKeys } from '../queries';
import { RuleDialog } from '../components/RuleDialog';
import { RulesTable } from '../components/RulesTable';

const ALL = 0;

/**
 * «Оповещения»: usage alert rules, each with its condition in words, its state and history;
 * adding, changing, switching on and off, deleting. Staff choose whose rules they see; a partner
 * sees its own and its users'.
 */
export default function AlertsPage() {
  const { t, i18n } = useTranslation('alerts');
  const lang = i18n.language;
  const user = useAuth((state) => state.user);
  const isAdmin = user?.groups.includes('Admin') ?? false;
  const [params, change] = useUrlState();
  const chosen = isAdmin ? parseId(params.get('partner')) : undefined;
  const ownPartner = isAdmin ? chosen : (user?.id ?? undefined);
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: alertsKeys.rules(chosen),
    queryFn: () => alertsApi.rules(chosen),
  });
  const partners = useQuery({
    queryKey: alertsKeys.partners,
    queryFn: alertsApi.partners,
    enabled: isAdmin,
  });
  const [editing, setEditing] = useState<AlertRule | 'new'>();
  const [removing, setRemoving] = useState<AlertRule>();
  // A notification's «Правило» link names its rule: that rule's history opens, in view.
  const linked = parseId(params.get('rule'));
  const [open, setOpen] = useState<Set<number>>(() => new Set(linked ? [linked] : []));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
  // A rule that fires or clears notifies the user: its state and history are read again.
  usePrivateEvent(NOTIFICATIONS_CHANGED_EVENT, (data) => {
    if (NotificationsChangedEvent.safeParse(data).data?.notification) refresh();
  });

  const toggle = useMutation({
    mutationFn: (rule: AlertRule) => alertsApi.update(rule.id, { enabled: !rule.enabled }),
    onSuccess: (rule) => {
      notify({ type: 'positive', message: t(rule.enabled ? 'switchedOn' : 'switchedOff') });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (rule: AlertRule) => alertsApi.remove(rule.id),
    onSuccess: () => {
      notify({ type: 'positive', message: t('removed') });
      setRemoving(undefined);
      refresh();
    },
  });
  const flip = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

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
      {isAdmin && (
        <TextField
          select
          label={t('partner')}
          value={chosen ?? ALL}
          onChange={(event) => {
            const id = Number(event.target.value);
            change({ partner: id === ALL ? null : String(id) });
          }}
          sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
        >
          <MenuItem value={ALL}>{t('allPartners')}</MenuItem>
          {(partners.data ?? []).map((partner) => (
            <MenuItem key={partner.id} value={partner.id}>
              {partner.label}
            </MenuItem>
          ))}
        </TextField>
      )}
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
