/** The query keys of the alerts feature's answers; invalidating `all` refreshes every one. */
export const alertsKeys = {
  all: ['alerts'] as const,
  rules: (partnerId?: number) => ['alerts', 'rules', partnerId ?? 'all'] as const,
  events: (id: number) => ['alerts', 'events', id] as const,
  partners: ['alerts', 'partners'] as const,
  services: ['alerts', 'services'] as const,
};
