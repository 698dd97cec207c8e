/**
 * Prepaid tariff packages: their shape and their creation, shared by tariffs (which manages them)
 * and package-requests (which creates one when a request is approved).
 */
import type { Selectable } from 'kysely';
import { MessageKey, type TariffPackage, type TariffPackageInput } from '@cabinet/contract';
import type { z } from 'zod';
import type { TariffPackagesTable, Db } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** A prepaid package's state on a day. */
function statusOf(row: Selectable<TariffPackagesTable>, today: string): TariffPackage['status'] {
  if (row.closed_at) return 'closed';
  if (today < row.valid_from) return 'upcoming';
  if (today > row.valid_to) return 'expired';
  return row.used >= row.quota ? 'exhausted' : 'active';
}

export const toPackage = (row: Selectable<TariffPackagesTable>, today: string): TariffPackage => ({
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

export async function findPackage(db: Db, userId: number, serviceId: number, id: number) {
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
