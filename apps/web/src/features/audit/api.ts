import { AuditPage } from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { getFile } from '../../lib/http/files';

export type AuditResult = z.infer<typeof AuditPage>;

export const auditApi = {
  list: (query: Query) => http.get('/api/audit', { query, schema: AuditPage }),
  csv: (query: Query) => getFile('/api/audit/export', { query }),
};
