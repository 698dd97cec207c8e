import type { Selectable } from 'kysely';
import {
  MessageKey,
  type BillableOutcomes,
  type Tariff,
  type TariffInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import type { TariffsTable, Db } from '../../core/db/schema.js';
import { HttpError, invalid, notFound } from '../../core/http/errors.js';
import { parseTiers } from '../../core/pricing/tiers.js';

type Input = z.output<typeof TariffInput>;

const SORT_COLUMNS = {
  name: 't.name',
  validFrom: 't.valid_from',
  validTo: 't.valid_to',
  service: 's.name',
} as const;

type Row = Selectable<TariffsTable> & {
  service_name: string;
  billable_outcomes: BillableOutcomes;
  in_use: number | string | null;
};

function toTariff(row: Row): Tariff {
  return {
    id: row.id,
    serviceId: row.service_id,
    serviceName: row.service_name,
    billableOutcomes: row.billable_outcomes,
    name: row.name,
    currency: row.currency as Tariff['currency'],
    tiers: parseTiers(row.tiers),
    vatIncluded: row.vat_included === 1,
    vatRate: row.vat_rate_bp / 100,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    inUse: Number(row.in_use) > 0,
  };
}

/** Tariffs with their service's name and whether any assignment or request uses them. */
function tariffs(db: Db) {
  return db
    .selectFrom('tariffs as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .selectAll('t')
    .select((eb) => [
      's.name as service_name',
      's.billable_outcomes',
      eb
        .selectFrom('user_services as us')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('us.tariff_id', '=', 't.id')
        .as('in_use'),
    ]);
}

/**
 * A page of tariffs. Staff see all; anybody else only the tariffs assigned to them or to their
 * partner, so that nobody sees another partner's prices.
 */
export async function listTariffs(
  db: Db,
  visibleTo: number[] | 'all',
  query: {
    page: number;
    rowsPerPage: number;
    sortBy?: keyof typeof SORT_COLUMNS | undefined;
    descending: boolean;
    serviceId?: number | undefined;
  },
) {
  const scoped = <Q extends ReturnType<typeof tariffs>>(q: Q) =>
    q
      .$if(query.serviceId !== undefined, (x) => x.where('t.service_id', '=', query.serviceId!))
      .$if(visibleTo !== 'all', (x) =>
        x.where('t.id', 'in', (eb) =>
          eb
            .selectFrom('user_services')
            .select('tariff_id')
            .where('user_id', 'in', visibleTo === 'all' ? [] : visibleTo),
        ),
      );
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'name' });
  const { rows, total } = await pageOf(
    scoped(tariffs(db)),
    (q) => q.orderBy(column, direction).orderBy('t.id'),
    spanOf(query),
  );
  return { rows: rows.map((row) => toTariff(row as Row)), total };
}

export async function findTariff(db: Db, id: number): Promise<Tariff> {
  const row = await tariffs(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MessageKey.tariffNotFound);
  return toTariff(row as Row);
}

const columns = (input: Input, now: string) => ({
  service_id: input.serviceId,
  name: input.name,
  currency: input.currency,
  tiers: JSON.stringify(input.tiers),
  vat_included: input.vatIncluded ? 1 : 0,
  vat_rate_bp: Math.round(input.vatRate * 100),
  valid_from: input.validFrom,
  valid_to: input.validTo,
  updated_at: now,
});

/**
 * Creates a tariff, or updates one. A tariff in use keeps its prices, service and start (past
 * usage was priced by them); only its name and end may change.
 */
export async function saveTariff(
  db: Db,
  id: number | undefined,
  input: Input,
  now: string,
): Promise<Tariff> {
  const service = await db
    .selectFrom('services')
    .select('id')
    .where('id', '=', input.serviceId)
    .executeTakeFirst();
  if (!service) throw invalid('serviceId', MessageKey.serviceNotFound);
  if (id === undefined) {
    const { id: created } = await db
      .insertInto('tariffs')
      .values({ ...columns(input, now), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findTariff(db, created);
  }
  const current = await findTariff(db, id);
  const priced =
    current.serviceId !== input.serviceId ||
    JSON.stringify(current.tiers) !== JSON.stringify(input.tiers) ||
    current.currency !== input.currency ||
    current.vatIncluded !== input.vatIncluded ||
    current.vatRate !== input.vatRate ||
    current.validFrom !== input.validFrom;
  if (current.inUse && priced) throw new HttpError(409, MessageKey.tariffInUse);
  await db.updateTable('tariffs').set(columns(input, now)).where('id', '=', id).execute();
  return findTariff(db, id);
}

/** Deletes a tariff nobody uses; one in use can only be ended. */
export async function deleteTariff(db: Db, id: number): Promise<void> {
  const tariff = await findTariff(db, id);
  if (tariff.inUse) throw new HttpError(409, MessageKey.tariffInUse);
  await db.deleteFrom('tariffs').where('id', '=', id).execute();
}

/** Closes a tariff's validity on a day (and every assignment of it that runs past that day). */
export async function endTariff(db: Db, id: number, validTo: string, now: string): Promise<Tariff> {
  const tariff = await findTariff(db, id);
  if (validTo < tariff.validFrom) throw invalid('validTo', MessageKey.periodReversed);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tariffs')
      .set({ valid_to: validTo, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('user_services')
      .set({ valid_to: validTo })
      .where('tariff_id', '=', id)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', validTo)]))
      .execute();
  });
  return findTariff(db, id);
}
