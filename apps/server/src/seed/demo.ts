import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { seedAccessDefaults } from './access-defaults.js';
import { createUser, type SeedUser } from './users.js';

export interface SeededLogin {
  login: string;
  password: string;
  group: string;
}

const DEMO_USERS: SeedUser[] = [
  { login: 'admin', email: 'admin@cabinet.local', name: 'Администратор', group: 'Admin' },
  { login: 'partner', email: 'partner@kazdata.kz', name: 'ТОО «КазДата Сервис»', group: 'Partner' },
  {
    login: 'integrator',
    email: 'integrator@cabinet.local',
    name: 'Интеграция',
    surname: 'Шлюз',
    group: 'Integrator',
  },
];

/**
 * First-run demo data: the default rules and roles, an admin, a partner with a user, and an
 * integrator. Passwords are generated and returned once, to be printed; nothing is seeded twice.
 */
export async function seedDemo(db: Kysely<Database>, now: string): Promise<SeededLogin[]> {
  await seedAccessDefaults(db, now);
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const logins: SeededLogin[] = [];
  const ids: Record<string, number> = {};
  for (const user of DEMO_USERS) {
    const created = await createUser(db, user, now);
    ids[user.login] = created.id;
    logins.push({ login: user.login, password: created.password, group: user.group });
  }
  const client = await createUser(
    db,
    {
      login: 'aigerim',
      email: 'aigerim@kazdata.kz',
      name: 'Айгерим',
      surname: 'Сапарова',
      group: 'client',
      parentId: ids.partner ?? null,
    },
    now,
  );
  logins.push({ login: 'aigerim', password: client.password, group: 'client' });
  return logins;
}
