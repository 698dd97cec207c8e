import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';
import { setPublic } from './queries.js';

/** Puts a tariff on the public price list (the demo seed publishes the demo tariffs with it). */
export const publishTariff = (db: Kysely<Database>, tariffId: number, now: string) =>
  setPublic(db, tariffId, true, now);
