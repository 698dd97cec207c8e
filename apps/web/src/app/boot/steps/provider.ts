import { getEarly } from '../../../lib/http/early';
import { setProviderTimeZone } from '../../../lib/format/time-zone';
import type { BootStep } from '../run-boot';

/**
 * The provider's settings the screens depend on: its time zone, in which every moment is shown
 * (lib/format/time-zone.ts). Without an answer the app still starts, in the browser's zone. The
 * answer is not checked against the contract's schema here: the contract's barrel would join
 * every page's first load (the login route's size is budgeted); an unknown zone is refused by
 * `setProviderTimeZone` itself. The answer was asked for as the page started (app/early-calls.ts),
 * while the other steps and the app's code load.
 */
const provider: BootStep = async () => {
  try {
    const { data } = await getEarly<{ data: { timeZone: string } }>('/api/site-info');
    setProviderTimeZone(data.timeZone);
  } catch (error) {
    console.warn(
      'The provider’s settings could not be read; times are shown in this browser’s zone',
      error,
    );
  }
};

export default provider;
