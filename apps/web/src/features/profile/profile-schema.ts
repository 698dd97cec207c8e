import { MessageKey, OwnProfileUpdate } from '@cabinet/contract';
import { z } from 'zod';

/** The profile form: the contract's own-profile body, where the name may not be emptied. */
export const ProfileForm = OwnProfileUpdate.pick({ surname: true, description: true }).extend({
  name: z.string().trim().min(1, { error: MessageKey.required }).max(100),
});
export type ProfileForm = z.input<typeof ProfileForm>;

/** The e-mail change (`/update/email`): the new address and the current password. */
export const EmailChangeForm = z.object({
  email: OwnProfileUpdate.shape.email.unwrap(),
  currentPassword: z.string().min(1, { error: MessageKey.required }).max(1024),
});
export type EmailChangeForm = z.input<typeof EmailChangeForm>;
