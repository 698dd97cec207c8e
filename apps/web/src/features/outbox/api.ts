import type { OutboxMessageResponse, OutboxPage } from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';

export type OutboxResult = z.infer<typeof OutboxPage>;

export const outboxApi = {
  list: (query: Query) => http.get<OutboxResult>('/api/mail/outbox', { query }),
  message: async (id: number) =>
    (await http.get<z.infer<typeof OutboxMessageResponse>>(`/api/mail/outbox/${id}`)).data,
};
