import { useState } from 'react';
import type { UserSummary } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useDetachUser, useUpdatePartnerUser } from '../queries';
import { userBody } from '../schemas';

export type UserAction = 'block' | 'detach';
type Asking = { action: UserAction; user: UserSummary };

/**
 * Blocking (or unblocking) and detaching a partner's user, each asked first: what is asked, the
 * confirmation's texts, and the answer once confirmed.
 */
export function useUserActions(partnerName: string) {
  const { t } = useTranslation('partners');
  const block = useUpdatePartnerUser({ quiet: false });
  const detach = useDetachUser();
  const [asking, setAsking] = useState<Asking>();
  const close = () => setAsking(undefined);

  const confirm = () => {
    if (!asking) return;
    const { action, user } = asking;
    const done = { onSettled: close };
    if (action === 'block') {
      block.mutate(
        { id: user.id, body: userBody(user, { blocked: !user.blocked }) },
        {
          ...done,
          onSuccess: () =>
            notify({
              type: 'positive',
              message: user.blocked ? t('users.unblocked') : t('users.blocked'),
            }),
        },
      );
    } else {
      detach.mutate(user.id, {
        ...done,
        onSuccess: (answer) =>
          notify({ type: answer.success ? 'positive' : 'negative', message: answer.message }),
      });
    }
  };

  const target = asking?.user;
  const dialog =
    asking?.action === 'block'
      ? {
          title: target?.blocked ? t('users.unblockTitle') : t('users.blockTitle'),
          text: target?.blocked
            ? t('users.unblockText', { login: target.login })
            : t('users.blockText', { login: target?.login ?? '' }),
          confirmLabel: target?.blocked ? t('actions.unblock') : t('actions.block'),
          confirmColor: target?.blocked ? ('primary' as const) : ('warning' as const),
        }
      : {
          title: t('users.detachTitle'),
          text: t('users.detachText', { login: target?.login ?? '', name: partnerName }),
          confirmLabel: t('users.detach'),
          confirmColor: 'error' as const,
        };

  return {
    ask: (action: UserAction, user: UserSummary) => setAsking({ action, user }),
    /** The confirmation's props. */
    confirmation: {
      ...dialog,
      open: Boolean(asking),
      busy: block.isPending || detach.isPending,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
