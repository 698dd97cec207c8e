/** The query keys of the webhooks feature's answers; invalidating `all` refreshes every one. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  partners: ['webhooks', 'partners'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};
