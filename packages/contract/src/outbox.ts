import { z } from 'zod';
import { page, pageQuery, success } from './common.js';

export const OutboxQuery = pageQuery(['createdAt', 'to', 'subject']).extend({
  search: z.string().trim().max(100).optional(),
});
export type OutboxQuery = z.output<typeof OutboxQuery>;

export const OutboxStatus = z.enum(['kept', 'sent', 'failed']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

export const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  status: OutboxStatus,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** One message; one-time secrets in its text (recovery links) are masked by the server. */
export const OutboxMessageDetail = OutboxMessage.extend({
  text: z.string(),
  /** Whether anything was masked. */
  masked: z.boolean(),
  error: z.string().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof OutboxMessageDetail>;

export const OutboxPage = page(OutboxMessage);
export const OutboxMessageResponse = success(OutboxMessageDetail);
