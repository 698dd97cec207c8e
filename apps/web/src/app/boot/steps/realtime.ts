import { authStore } from '../../../lib/session';
import { onPublicChannelWanted } from '../../../lib/public-events';
import { whenRealtimeMayLoad } from '../../../lib/realtime-start';
import type { BootStep } from '../run-boot';

/**
 * Subscribes to the public channel for the page's lifetime once somebody is signed in (or a screen
 * asks for it, as the maintenance page does): the realtime client (laravel-echo, pusher-js) is not
 * part of the sign-in page's load. Features say what they do with its events through
 * `onPublicEvent` (lib/public-events).
 */
const realtime: BootStep = () => {
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    void import('../../../features/realtime').then(
      (module) => module.subscribePublicChannel(),
      (error: unknown) => {
        opened = false;
        console.error('The realtime client could not be loaded', error);
      },
    );
  };
  // A screen that needs the channel gets it now; a sign-in, once the page's first screen shows.
  onPublicChannelWanted(open);
  if (authStore.getState().authenticated) whenRealtimeMayLoad(open);
  const stop = authStore.subscribe((state) => {
    if (!state.authenticated) return;
    whenRealtimeMayLoad(open);
    stop();
  });
};

export default realtime;
