import type { Kysely } from 'kysely';
import {
  cityByCode,
  cityByName,
  type LocationInput,
  type PartnerLocation,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Database, Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { isStaff } from '../../core/auth/scope.js';

function partners(db: Db, caller: Caller) {
  return db
    .selectFrom('users as u')
    .innerJoin('partner_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('partner_locations as l', 'l.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.login',
      'p.company_name',
      'p.city',
      'p.legal_address',
      'p.phone',
      'p.contact_email',
      'l.city_code',
      'l.latitude',
      'l.longitude',
      'l.updated_at',
      eb
        .selectFrom('users as child')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('child.parent_id', '=', 'u.id')
        .as('users_count'),
    ])
    .where('u.group', '=', 'Partner')
    .$if(!isStaff(caller), (q) => q.where('u.id', '=', caller.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof partners>['execute']>>[number];

/** Where a partner is: its own location, else the city its profile names, else unknown. */
function toLocation(row: Row): PartnerLocation {
  const city = row.city_code ? cityByCode(row.city_code) : cityByName(row.city);
  const exact = row.latitude !== null && row.longitude !== null;
  return {
    partnerId: row.id,
    login: row.login,
    companyName: row.company_name,
    city: row.city,
    legalAddress: row.legal_address,
    phone: row.phone,
    contactEmail: row.contact_email,
    usersCount: Number(row.users_count ?? 0),
    cityCode: city?.code ?? null,
    latitude: exact ? Number(row.latitude) : (city?.lat ?? null),
    longitude: exact ? Number(row.longitude) : (city?.lon ?? null),
    exact,
    updatedAt: row.updated_at ?? null,
  };
}

/** The partners on the map (blocked ones are not): an admin's all, a partner's itself. */
export async function partnerLocations(db: Kysely<Database>, caller: Caller) {
  const rows = await partners(db, caller)
    .where('u.blocked_at', 'is', null)
    .orderBy('p.company_name')
    .execute();
  return rows.map(toLocation);
}

export async function partnerLocation(db: Kysely<Database>, caller: Caller, partnerId: number) {
  const row = await partners(db, caller).where('u.id', '=', partnerId).executeTakeFirst();
  return row && toLocation(row);
}

export async function saveLocation(
  db: Kysely<Database>,
  partnerId: number,
  input: z.output<typeof LocationInput>,
  now: string,
): Promise<void> {
  const values = {
    city_code: input.cityCode,
    latitude: input.latitude,
    longitude: input.longitude,
    updated_at: now,
  };
  await db
    .insertInto('partner_locations')
    .values({ user_id: partnerId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
