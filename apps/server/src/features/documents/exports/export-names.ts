import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import type { ExportNames } from './csv-format.js';

/** The logins and the service code an export writes on its rows, read once. */
export async function exportNames(
  db: Kysely<Database>,
  userIds: number[],
  serviceId: number,
): Promise<ExportNames> {
  const [users, service] = await Promise.all([
    db.selectFrom('users').select(['id', 'login']).where('id', 'in', userIds).execute(),
    db.selectFrom('services').select('code').where('id', '=', serviceId).executeTakeFirstOrThrow(),
  ]);
  return { logins: new Map(users.map((user) => [user.id, user.login])), serviceCode: service.code };
}
