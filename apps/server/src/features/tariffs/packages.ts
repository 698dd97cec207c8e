import type { Kysely, Selectable } from 'kysely';
import {
  MessageKey,
  type TariffPackage,
  type TariffPackageExtend,
  type TariffPackageInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Database, TariffPackagesTable } from '../../core/db/schema.js';
import { invalid, notFound } from '../../core/http/errors.js';

type Db = Kysely<Database>;

function statusOf(row: Selectable<TariffPackagesTable>, today: string): TariffPackage['status'] {
  if (row.closed_at) return 'closed';
  if (today < row.valid_from) return 'upcoming';
  if (today > row.valid_to) return 'expired';
  return row.used >= row.quota ? 'exhausted' : 'active';
}

const toPackage = (row: Selectable<TariffPackagesTable>, today: string): TariffPackage => ({
  id: row.id,
  userId: row.user_id,
  serviceId: row.service_id,
  quota: row.quota,
  used: row.used,
  remaining: Math.max(0, row.quota - row.used),
  priceMinor: Number(row.price_minor),
  currency: row.currency as TariffPackage['currency'],
  validFrom: row.valid_from,
  validTo: row.valid_to,
  status: statusOf(row, today),
});

export async function listPackages(
  db: Db,
  userId: number,
  serviceId: number,
  today: string,
): Promise<TariffPackage[]> {
  const rows = await db
    .selectFrom('tariff_packages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toPackage(row, today));
}

async function findPackage(db: Db, userId: number, serviceId: number, id: number) {
  const row = await db
    .selectFrom('tariff_packages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  if (!row) throw notFound(MessageKey.packageNotFound);
  return row;
}

export async function createPackage(
  db: Db,
  userId: number,
  serviceId: number,
  input: z.output<typeof TariffPackageInput>,
  now: string,
): Promise<TariffPackage> {
  const { id } = await db
    .insertInto('tariff_packages')
    .values({
      user_id: userId,
      service_id: serviceId,
      quota: input.quota,
      price_minor: input.priceMinor,
      currency: input.currency,
      valid_from: input.validFrom,
      valid_to: input.validTo,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toPackage(await findPackage(db, userId, serviceId, id), now.slice(0, 10));
}

/** A later end and more requests; a package never shrinks below what it has covered. */
export async function extendPackage(
  db: Db,
  userId: number,
  serviceId: number,
  id: number,
  input: z.output<typeof TariffPackageExtend>,
  today: string,
): Promise<TariffPackage> {
  const row = await findPackage(db, userId, serviceId, id);
  if (input.validTo !== undefined && input.validTo < row.valid_to)
    throw invalid('validTo', MessageKey.packageShrink);
  await db
    .updateTable('tariff_packages')
    .set({
      valid_to: input.validTo ?? row.valid_to,
      quota: row.quota + (input.addQuota ?? 0),
      closed_at: null,
    })
    .where('id', '=', id)
    .execute();
  return toPackage(await findPackage(db, userId, serviceId, id), today);
}

/** Closes a package: from now on it covers nothing; what it covered stays covered. */
export async function closePackage(
  db: Db,
  userId: number,
  serviceId: number,
  id: number,
  now: string,
): Promise<TariffPackage> {
  await findPackage(db, userId, serviceId, id);
  await db.updateTable('tariff_packages').set({ closed_at: now }).where('id', '=', id).execute();
  return toPackage(await findPackage(db, userId, serviceId, id), now.slice(0, 10));
}
