import { SiteInfoResponse } from '@cabinet/contract';
import { http } from '../../../lib/http';
import { setProviderTimeZone } from '../../../lib/format';
import type { BootStep } from '../run-boot';

/**
 * The provider's settings the screens depend on: its time zone, in which every moment is shown
 * (lib/format/time-zone.ts). Without an answer the app still starts, in the browser's zone.
 */
const provider: BootStep = async () => {
  try {
    const { data } = await http.get('/api/site-info', { schema: SiteInfoResponse });
    setProviderTimeZone(data.timeZone);
  } catch (error) {
    console.warn(
      'The provider’s settings could not be read; times are shown in this browser’s zone',
      error,
    );
  }
};

export default provider;
