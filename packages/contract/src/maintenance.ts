import { z } from 'zod';
import { success } from './common.js';
import { MAINTENANCE_NOTE_MAX } from './maintenance-constants.js';

/** Whether the API is in maintenance mode; `message` is the text shown to everyone meanwhile. */
export const MaintenanceState = z.object({
  enabled: z.boolean(),
  /** The admin's own note, or the standard text in the caller's language. */
  message: z.string(),
  note: z.string(),
  since: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof MaintenanceState>;

export const MaintenanceInput = z.strictObject({
  enabled: z.boolean(),
  note: z.string().trim().max(MAINTENANCE_NOTE_MAX).default(''),
});
export type MaintenanceInput = z.input<typeof MaintenanceInput>;

export const MaintenanceResponse = success(MaintenanceState);

export const MaintenanceSwitched = MaintenanceState.omit({ message: true });
export type MaintenanceSwitched = z.infer<typeof MaintenanceSwitched>;
