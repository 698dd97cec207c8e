import type { Kysely, Selectable } from 'kysely';
import {
  MessageKey,
  type CatalogueService,
  type CatalogueServiceDetail,
  type PriceListTariff,
  type PublicTariff,
} from '@cabinet/contract';
import { pageOf, sortOf, spanOf, type ListQuery } from '../../core/db/paged.js';
import type { Database, TariffsTable } from '../../core/db/schema.js';
import { containsAnyText } from '../../core/db/search.js';
import { notFound } from '../../core/http/errors.js';
import { parseTiers } from '../../core/pricing/index.js';

type CatalogueDb = Kysely<Database>;

const SORT_COLUMNS = { name: 's.name', code: 's.code' } as const;

const toPublicTariff = (row: Selectable<TariffsTable>): PublicTariff => ({
  id: row.id,
  name: row.name,
  currency: row.currency as PublicTariff['currency'],
  tiers: parseTiers(row.tiers),
  vatIncluded: row.vat_included === 1,
  vatRate: row.vat_rate_bp / 100,
  validFrom: row.valid_from,
  validTo: row.valid_to,
});

/** Published tariffs in force on `day`, by service. */
async function publicTariffsOf(db: CatalogueDb, serviceIds: number[], day: string) {
  const byService = new Map<number, PublicTariff[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .selectFrom('tariffs as t')
    .innerJoin('public_tariffs as p', 'p.tariff_id', 't.id')
    .selectAll('t')
    .where('t.service_id', 'in', serviceIds)
    .where('t.valid_from', '<=', day)
    .where((eb) => eb.or([eb('t.valid_to', 'is', null), eb('t.valid_to', '>=', day)]))
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    const list = byService.get(row.service_id) ?? [];
    list.push(toPublicTariff(row));
    byService.set(row.service_id, list);
  }
  return byService;
}

function activeServices(db: CatalogueDb) {
  return db
    .selectFrom('services as s')
    .where('s.status', '=', 'active')
    .select((eb) => [
      's.id',
      's.code',
      's.name',
      's.description',
      's.billable_outcomes',
      eb.fn<number>('length', ['s.documentation']).as('doc_length'),
    ]);
}

/** A page of active services with their published tariffs: what anybody may see. */
export async function listCatalogue(
  db: CatalogueDb,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
  day: string,
): Promise<{ rows: CatalogueService[]; total: number }> {
  const search = query.search
    ? containsAnyText(['s.code', 's.name', 's.description'], query.search)
    : undefined;
  const filtered = <Q extends ReturnType<typeof activeServices>>(q: Q) =>
    q.$if(search !== undefined, (x) => x.where(search!));
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'name' });
  const { rows, total } = await pageOf(
    filtered(activeServices(db)),
    (q) => q.orderBy(column, direction).orderBy('s.id'),
    spanOf(query),
  );
  const tariffs = await publicTariffsOf(
    db,
    rows.map((row) => row.id),
    day,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      hasDocumentation: Number(row.doc_length) > 0,
      billableOutcomes: row.billable_outcomes,
      tariffs: tariffs.get(row.id) ?? [],
    })),
    total,
  };
}

/** One active service with its documentation; disabled and unknown ones are both 404. */
export async function findCatalogueService(
  db: CatalogueDb,
  code: string,
  day: string,
): Promise<CatalogueServiceDetail> {
  const row = await db
    .selectFrom('services')
    .select(['id', 'code', 'name', 'description', 'documentation', 'billable_outcomes'])
    .where('code', '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw notFound(MessageKey.serviceNotFound);
  const tariffs = await publicTariffsOf(db, [row.id], day);
  const { billable_outcomes: billableOutcomes, ...service } = row;
  return {
    ...service,
    billableOutcomes,
    hasDocumentation: row.documentation.length > 0,
    tariffs: tariffs.get(row.id) ?? [],
  };
}

/** Every tariff of an active service that has not ended before `day`, with its public flag. */
export async function priceList(db: CatalogueDb, day: string): Promise<PriceListTariff[]> {
  const rows = await db
    .selectFrom('tariffs as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .leftJoin('public_tariffs as p', 'p.tariff_id', 't.id')
    .selectAll('t')
    .select(['s.name as service_name', 'p.tariff_id as published'])
    .where('s.status', '=', 'active')
    .where((eb) => eb.or([eb('t.valid_to', 'is', null), eb('t.valid_to', '>=', day)]))
    .orderBy('s.name')
    .orderBy('t.valid_from')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    ...toPublicTariff(row),
    serviceId: row.service_id,
    serviceName: row.service_name,
    public: row.published !== null,
  }));
}

/** Puts a tariff on the public price list, or takes it off. */
export async function setPublic(
  db: CatalogueDb,
  tariffId: number,
  published: boolean,
  now: string,
): Promise<void> {
  const tariff = await db
    .selectFrom('tariffs')
    .select('id')
    .where('id', '=', tariffId)
    .executeTakeFirst();
  if (!tariff) throw notFound(MessageKey.tariffNotFound);
  if (!published) {
    await db.deleteFrom('public_tariffs').where('tariff_id', '=', tariffId).execute();
    return;
  }
  await db
    .insertInto('public_tariffs')
    .values({ tariff_id: tariffId, published_at: now })
    .onConflict((oc) => oc.column('tariff_id').doNothing())
    .execute();
}
