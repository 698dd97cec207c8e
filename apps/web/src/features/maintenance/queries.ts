export const maintenanceKeys = {
  state: ['maintenance'] as const,
  contacts: ['maintenance', 'contacts'] as const,
};
