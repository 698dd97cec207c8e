import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { seedAccessDefaults } from './access-defaults.js';
import { composeIBAN } from 'ibantools';
import { createUser, type SeedUser } from './users.js';
import { DEMO_PARTNERS, demoBin } from './demo-partners.js';
import { seedDemoServices } from './demo-services.js';
import { seedDemoLocations } from '../features/locations/index.js';

export interface SeededLogin {
  login: string;
  password: string;
  group: string;
}

const STAFF: SeedUser[] = [
  { login: 'admin', email: 'admin@cabinet.local', name: 'Администратор', group: 'Admin' },
  {
    login: 'integrator',
    email: 'integrator@cabinet.local',
    name: 'Интеграция',
    surname: 'Провайдера',
    group: 'Integrator',
    roles: ['ProviderIntegrator'],
  },
];

/** The accounts whose passwords are printed; the other demo users get theirs from an admin. */
const PRINTED = new Set(['admin', 'integrator', 'partner', 'aigerim']);

/**
 * First-run demo data: the default rules and roles, an admin, an integrator, and several partner
 * companies with their users. Passwords are generated; those of one account per group are
 * returned once, to be printed. Nothing is seeded twice.
 */
export async function seedDemo(db: Kysely<Database>, now: string): Promise<SeededLogin[]> {
  await seedAccessDefaults(db, now);
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const logins: SeededLogin[] = [];
  const remember = (login: string, password: string, group: string) => {
    if (PRINTED.has(login)) logins.push({ login, password, group });
  };
  for (const user of STAFF) {
    const { password } = await createUser(db, user, now);
    remember(user.login, password, user.group);
  }
  const partnerIds: number[] = [];
  for (const [index, partner] of DEMO_PARTNERS.entries()) {
    const { id, password } = await createUser(
      db,
      { login: partner.login, email: partner.email, name: partner.companyName, group: 'Partner' },
      now,
    );
    remember(partner.login, password, 'Partner');
    partnerIds.push(id);
    await db
      .insertInto('partner_profiles')
      .values({
        user_id: id,
        company_name: partner.companyName,
        tax_id: demoBin(partner.registered[0], partner.registered[1], 1000 + index * 37),
        contract_number: partner.contractNumber,
        contract_date: partner.contractDate,
        legal_address: partner.legalAddress,
        city: partner.city,
        phone: partner.phone,
        contact_email: partner.email,
        bank_name: partner.bankName,
        // The bank's code, then a tenge account: the check digits are computed, so it validates.
        iban:
          composeIBAN({
            countryCode: 'KZ',
            bban: `${partner.bankCode}KZT${String(5_004_100_100 + index * 7919).padStart(10, '0')}`,
          }) ?? '',
        bic: partner.bic,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const user of partner.users) {
      const domain = partner.email.split('@')[1];
      const created = await createUser(
        db,
        {
          login: user.login,
          email: `${user.login}@${domain}`,
          name: user.name,
          surname: user.surname,
          group: user.group ?? 'client',
          parentId: id,
        },
        now,
      );
      remember(user.login, created.password, user.group ?? 'client');
    }
  }
  await seedDemoServices(db, now, partnerIds);
  await seedDemoLocations(db, now);
  return logins;
}
