import { MessageKey } from '@cabinet/contract';
import { z } from 'zod';

/**
 * The own-profile edit. The contract has no schema for it yet (the endpoint is the next issue's);
 * it follows the registration's limits.
 */
export const ProfileUpdate = z.object({
  name: z.string().trim().min(1, { error: MessageKey.required }).max(100),
  surname: z.string().trim().max(100),
  description: z.string().trim().max(1000),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
