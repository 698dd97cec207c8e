import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

/** Tariffs on the public price list (migration 0006). */
export interface PublicTariffsTable {
  tariff_id: number;
  published_at: string;
}

export type CatalogueDb = Kysely<Database & { public_tariffs: PublicTariffsTable }>;

export const catalogueDb = (db: Kysely<Database>): CatalogueDb =>
  db.withTables<{ public_tariffs: PublicTariffsTable }>();
