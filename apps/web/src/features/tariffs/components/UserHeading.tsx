import { useAuth } from '../../../lib/session';
import { usePartnerUser } from '../../../lib/partners';

/** Login and name of a user the page is about: oneself, or a user the caller manages. */
export function useUserHeading(userId: number | undefined) {
  const me = useAuth((s) => s.user);
  const self = me !== null && me.id === userId;
  const card = usePartnerUser(userId, { enabled: !self, retry: false });
  const user = self ? me : card.data;
  if (!user) return { label: undefined, login: undefined, isPartner: false };
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  const group = 'groups' in user ? user.groups[0] : user.group;
  return {
    label: name && name !== user.login ? `${name} · ${user.login}` : user.login,
    name: name || user.login,
    login: user.login,
    isPartner: group === 'Partner',
  };
}
