import { subscribePublicChannel } from '../../../features/realtime';
import type { BootStep } from '../run-boot';

/**
 * Subscribes to the public channel for the page's lifetime; features say what they do with its
 * events through `onPublicEvent` (lib/public-events).
 */
const realtime: BootStep = () => {
  subscribePublicChannel();
};

export default realtime;
