import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/** A request's row as the audit log records it. */
export const requestRow = async (db: Kysely<Database>, id: string) =>
  (await db
    .selectFrom('package_requests')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirst()) ?? null;
