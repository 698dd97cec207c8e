import { subscribePublicChannel } from '../../../features/realtime';
import type { BootStep } from '../run-boot';

/** Subscribes to the public channel for the page's lifetime; SendAliveEvent is only logged. */
const realtime: BootStep = () => {
  subscribePublicChannel();
};

export default realtime;
