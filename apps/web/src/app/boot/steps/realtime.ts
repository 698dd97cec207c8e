import { MAINTENANCE_EVENT } from '@cabinet/contract';
import { onMaintenanceSwitched } from '../../../features/maintenance';
import { subscribePublicChannel } from '../../../features/realtime';
import type { BootStep } from '../run-boot';

/**
 * Subscribes to the public channel for the page's lifetime: SendAliveEvent is only logged; a
 * switch of maintenance mode takes open pages to the maintenance page, or back from it.
 */
const realtime: BootStep = () => {
  subscribePublicChannel({ [MAINTENANCE_EVENT]: onMaintenanceSwitched });
};

export default realtime;
