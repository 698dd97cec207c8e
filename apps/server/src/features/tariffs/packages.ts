import { MessageKey, type TariffPackage, type TariffPackageExtend } from '@cabinet/contract';
import type { z } from 'zod';
import type { Db } from '../../core/db/schema.js';
import { invalid } from '../../core/http/errors.js';
import { findPackage, toPackage } from '../../core/pricing/packages.js';

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
