import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery } from './common.js';
import { IsoDay, DATE_RANGE_RULE } from './date-range.js';

export const AUDIT_SORT_COLUMNS = ['at', 'action', 'objectType'] as const;

/** Filters of the audit log and of its CSV: actor, object and a period of local days. */
export const AuditExportQuery = z
  .object({
    actorId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    objectType: z.string().trim().min(1).max(40).optional(),
    objectId: z.string().trim().min(1).max(64).optional(),
    startDate: IsoDay.optional(),
    endDate: IsoDay.optional(),
  })
  .describe(DATE_RANGE_RULE);
export type AuditFilters = z.infer<typeof AuditExportQuery>;

export const AuditQuery = pageQuery(AUDIT_SORT_COLUMNS)
  .extend(AuditExportQuery.shape)
  .describe(DATE_RANGE_RULE);
export type AuditQuery = z.input<typeof AuditQuery>;

/** One recorded change; `before` and `after` are the object's fields, secrets masked. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorLogin: z.string().nullable(),
  actorPartnerId: z.number().int().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = page(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
