import { MAINTENANCE_EVENT, Permission, type MaintenanceSwitched } from '@cabinet/contract';
import { configureHttp, http } from '../../lib/http';
import { currentAddress, navigate } from '../../lib/navigation';
import { authStore, hasPermission } from '../../lib/session';
import { onPublicEvent } from '../../lib/public-events';

export const MAINTENANCE_PATH = '/Maintenance';

/** The maintenance page's address, remembering where the user was. */
export function maintenanceAddress(from = currentAddress()): string {
  return from.startsWith(MAINTENANCE_PATH)
    ? MAINTENANCE_PATH
    : `${MAINTENANCE_PATH}?from=${encodeURIComponent(from)}`;
}

const toMaintenancePage = () => {
  if (window.location.pathname !== MAINTENANCE_PATH)
    navigate(maintenanceAddress(), { replace: true });
};

/**
 * A 503 from any call means maintenance mode: everybody the server refuses goes to the
 * maintenance page, which brings them back when it is over. The realtime announcement of a switch
 * does the same for open pages at once.
 */
export function watchMaintenance(): void {
  configureHttp({ onUnavailable: toMaintenancePage });
  onPublicEvent(MAINTENANCE_EVENT, onMaintenanceSwitched);
}

/**
 * On entering the signed-in area: a user who cannot switch maintenance off goes to its page at
 * once, rather than on the first refused call.
 */
export async function checkMaintenance(): Promise<void> {
  if (hasPermission(authStore.getState(), Permission.maintenanceEdit)) return;
  try {
    // The schema (and zod with it) loads here, after sign-in: this file loads with every page.
    const { MaintenanceResponse } = await import('@cabinet/contract/maintenance');
    const state = await http.get('/api/maintenance', { schema: MaintenanceResponse });
    if (state.data.enabled) toMaintenancePage();
  } catch {
    // unreachable server: the page's own calls will tell
  }
}

/**
 * The realtime announcement of a switch: a signed-in user who cannot switch it back goes to the
 * maintenance page at once (which, told of the end the same way, brings them back). Signed-out
 * visitors meet the page on their next refused call.
 */
function onMaintenanceSwitched(data: unknown): void {
  if ((data as Partial<MaintenanceSwitched> | null)?.enabled !== true) return;
  const auth = authStore.getState();
  if (auth.authenticated && !hasPermission(auth, Permission.maintenanceEdit)) toMaintenancePage();
}
