import { OutboxMessageResponse, OutboxPage } from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type OutboxResult = z.infer<typeof OutboxPage>;

export const outboxApi = {
  list: (query: Query) => http.get('/api/mail/outbox', { query, schema: OutboxPage }),
  message: async (id: number) =>
    (await http.get(`/api/mail/outbox/${id}`, { schema: OutboxMessageResponse })).data,
};
