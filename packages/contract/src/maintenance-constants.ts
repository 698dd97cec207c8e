// Schema-free, like auth-constants.ts: every page watches for maintenance mode, and reading these
// must not evaluate the contract's zod schemas (issue 43, the sign-in weight).

export const MAINTENANCE_NOTE_MAX = 500;

/**
 * Sent on the public realtime channel when an administrator switches maintenance mode, so that
 * open pages react at once rather than on their next call.
 */
export const MAINTENANCE_EVENT = 'MaintenanceSwitched';
