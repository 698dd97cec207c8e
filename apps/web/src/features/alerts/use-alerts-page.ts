import { useState } from 'react';
import {
  NOTIFICATIONS_CHANGED_EVENT,
  NotificationsChangedEvent,
  type AlertRule,
} from '@cabinet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { parseId } from '../../lib/paths';
import { usePrivateEvent } from '../../lib/private-events';
import { useAuth } from '../../lib/session';
import { useUrlState } from '../../lib/url-state';
import { alertsApi } from './api';
import { alertsKeys } from './queries';

/**
 * The alerts page's data: whose rules (staff choose a partner in the address), the rules and the
 * partners, which histories are open, the dialogs' state, and switching and deleting a rule.
 */
export function useAlertsPage() {
  const { t, i18n } = useTranslation('alerts');
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
  const choosePartner = (id: number | undefined) =>
    change({ partner: id === undefined ? null : String(id) });

  return {
    t,
    lang: i18n.language,
    isAdmin,
    chosen,
    ownPartner,
    choosePartner,
    rules,
    partners: partners.data ?? [],
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
  };
}
