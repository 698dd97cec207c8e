import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/** Requests for prepaid packages (migration 0006). */
export interface PackageRequestsTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  quota: number;
  valid_from: string;
  valid_to: string;
  comment: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  requested_by: number;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: Generated<string>;
  package_id: number | null;
  created_at: string;
}

type Tables = { package_requests: PackageRequestsTable };
export type RequestsDb = Kysely<Database & Tables>;

export const requestsDb = (db: Kysely<Database>): RequestsDb => db.withTables<Tables>();

/** A request's row as the audit log records it. */
export const requestRow = async (db: Kysely<Database>, id: string) =>
  (await requestsDb(db)
    .selectFrom('package_requests')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirst()) ?? null;
