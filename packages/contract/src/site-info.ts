import { z } from 'zod';
import { success } from './common.js';

/** The provider's own details, from the server's configuration (PROVIDER_*). */
export const SiteInfo = z.object({
  name: z.string(),
  bin: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The IANA time zone days and times are counted in (reports, filters, files, screens). */
  timeZone: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const SiteInfoResponse = success(SiteInfo);
