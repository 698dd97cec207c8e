import { MessageKey, type UserService } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import { invalid } from '../../core/http/errors.js';
import { findTariff } from './queries.js';

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A user's own assignments, newest first per service. */
export async function listAssignments(db: Db, userId: number): Promise<UserService[]> {
  const rows = await db
    .selectFrom('user_services as us')
    .innerJoin('services as s', 's.id', 'us.service_id')
    .innerJoin('tariffs as t', 't.id', 'us.tariff_id')
    .select([
      'us.id',
      'us.user_id as userId',
      'us.service_id as serviceId',
      's.code as serviceCode',
      's.name as serviceName',
      'us.tariff_id as tariffId',
      't.name as tariffName',
      'us.valid_from as validFrom',
      'us.valid_to as validTo',
    ])
    .where('us.user_id', '=', userId)
    .orderBy('s.name')
    .orderBy('us.valid_from', 'desc')
    .execute();
  return rows;
}

/**
 * Gives a user a service under a tariff from a day on. An assignment running on that day ends the
 * day before, so usage before the switch keeps its old price; later ones are replaced.
 */
export async function assignService(
  db: Db,
  userId: number,
  serviceId: number,
  tariffId: number,
  from: string,
): Promise<void> {
  const tariff = await findTariff(db, tariffId);
  if (tariff.serviceId !== serviceId) throw invalid('tariffId', MessageKey.tariffOtherService);
  if (from < tariff.validFrom || (tariff.validTo !== null && from > tariff.validTo)) {
    throw invalid('from', MessageKey.tariffNotInForce);
  }
  await db.transaction().execute(async (trx) => {
    await endAssignments(trx, userId, serviceId, from);
    await trx
      .insertInto('user_services')
      .values({
        user_id: userId,
        service_id: serviceId,
        tariff_id: tariffId,
        valid_from: from,
        valid_to: tariff.validTo,
      })
      .execute();
  });
}

/** Ends a user's access to a service from a day on (assignments that start later disappear). */
export async function endAssignments(
  db: Db,
  userId: number,
  serviceId: number,
  from: string,
): Promise<number> {
  const scope = db
    .deleteFrom('user_services')
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId);
  const removed = await scope.where('valid_from', '>=', from).executeTakeFirst();
  const ended = await db
    .updateTable('user_services')
    .set({ valid_to: dayBefore(from) })
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .where('valid_from', '<', from)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', from)]))
    .executeTakeFirst();
  return Number(removed.numDeletedRows) + Number(ended.numUpdatedRows);
}
