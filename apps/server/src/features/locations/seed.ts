import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { saveLocation } from './queries.js';

/** Offices of the demo partners; one is left at its city's centre, as a new partner would be. */
const DEMO_LOCATIONS: Record<
  string,
  { cityCode: string; latitude: number | null; longitude: number | null }
> = {
  partner: { cityCode: 'almaty', latitude: 43.2405, longitude: 76.9286 },
  'astana-credit': { cityCode: 'astana', latitude: 51.1283, longitude: 71.4305 },
  'shymkent-logistics': { cityCode: 'shymkent', latitude: null, longitude: null },
  'karaganda-steel': { cityCode: 'karaganda', latitude: 49.8047, longitude: 73.1094 },
};

/** Places the demo partners that exist and have no location yet. */
export async function seedDemoLocations(db: Kysely<Database>, now: string): Promise<void> {
  const partners = await db
    .selectFrom('users')
    .select(['id', 'login'])
    .where('group', '=', 'Partner')
    .where('login', 'in', Object.keys(DEMO_LOCATIONS))
    .execute();
  for (const partner of partners)
    await saveLocation(db, partner.id, DEMO_LOCATIONS[partner.login]!, now);
}
