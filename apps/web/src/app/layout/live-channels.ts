import { useEffect } from 'react';
import {
  partnerChannel,
  partnerChannelOwner,
  PROVIDER_CHANNEL,
  userChannel,
  type CurrentUser,
} from '@cabinet/contract';
import { emitPrivateEvent } from '../../lib/private-events';

/**
 * The private channels a user listens on: its own; its partner's when it is the partner or may act
 * for the whole partner (the server signs no other); the provider's for staff.
 */
export function channelsOf(user: CurrentUser): string[] {
  const channels = [userChannel(user.id)];
  const partnerId = partnerChannelOwner({ ...user, isPartner: user.groups.includes('Partner') });
  if (partnerId !== null) channels.push(partnerChannel(partnerId));
  if (user.groups.includes('Admin')) channels.push(PROVIDER_CHANNEL);
  return channels;
}

/**
 * While a user is signed in, its private channels are listened on and their events handed to the
 * features (`onPrivateEvent`): the dashboard's figures move as usage is recorded, with no polling.
 * The realtime client loads here, once the layout shows, rather than with the layout's own code:
 * the first figures do not wait for it (issue 43).
 */
export function useLiveChannels(user: CurrentUser | null | undefined): void {
  const channels = user ? channelsOf(user).join(' ') : '';
  useEffect(() => {
    if (!channels) return;
    let leave: (() => void) | undefined;
    let left = false;
    import('../../features/realtime').then(
      ({ listenPrivately }) => {
        if (!left) leave = listenPrivately(channels.split(' '), emitPrivateEvent);
      },
      (error: unknown) => console.error('The realtime client could not be loaded', error),
    );
    return () => {
      left = true;
      leave?.();
    };
  }, [channels]);
}
