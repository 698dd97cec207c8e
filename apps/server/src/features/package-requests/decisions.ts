import type { Kysely } from 'kysely';
import {
  MessageKey,
  type PackageRequest,
  type PackageRequestApproval,
  type PackageRequestInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import type { Database, Db } from '../../core/db/schema.js';
import type { Caller } from '../../core/auth/current-user.js';
import { assertUserInScope } from '../../core/auth/guard.js';
import { HttpError, invalid } from '../../core/http/errors.js';
import { assignmentOn, createPackage } from '../../core/pricing/index.js';
import { findRequest, findRequestInScope } from './queries.js';

const alreadyDecided = () => new HttpError(409, MessageKey.packageRequestDecided);

/**
 * A package request for the caller or one of its users, for a service that user may use (its
 * own assignment or its partner's) on the package's first day.
 */
export async function submitRequest(
  db: Db,
  caller: Caller,
  input: z.output<typeof PackageRequestInput>,
  now: string,
): Promise<PackageRequest> {
  await assertUserInScope(db, caller, input.userId);
  const user = await db
    .selectFrom('users')
    .select(['id', 'parent_id'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const service = await db
    .selectFrom('services')
    .select(['id', 'status'])
    .where('id', '=', input.serviceId)
    .executeTakeFirst();
  if (!service || service.status !== 'active')
    throw invalid('serviceId', MessageKey.serviceNotAvailable);
  const assignment = await assignmentOn(
    db,
    { id: user.id, parentId: user.parent_id },
    service.id,
    input.validFrom,
  );
  if (!assignment) throw invalid('serviceId', MessageKey.serviceNotAvailable);
  const { id } = await db
    .insertInto('package_requests')
    .values({
      user_id: input.userId,
      service_id: input.serviceId,
      quota: input.quota,
      valid_from: input.validFrom,
      valid_to: input.validTo,
      comment: input.comment,
      status: 'pending',
      requested_by: caller.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findRequest(db, id);
}

/** Closes a pending request; only one decision wins when two admins act at once. */
async function decide(
  db: Kysely<Database>,
  id: number,
  fields: { status: 'approved' | 'rejected' | 'cancelled'; decided_by: number; note: string },
  now: string,
): Promise<void> {
  const result = await db
    .updateTable('package_requests')
    .set({
      status: fields.status,
      decided_by: fields.decided_by,
      decided_at: now,
      decision_note: fields.note,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw alreadyDecided();
}

/** Approval creates the package, through the tariffs feature, with the price the admin set. */
export async function approveRequest(
  db: Db,
  caller: Caller,
  id: number,
  approval: z.output<typeof PackageRequestApproval>,
  now: string,
): Promise<PackageRequest> {
  const request = await findRequest(db, id);
  if (request.status !== 'pending') throw alreadyDecided();
  await db.transaction().execute(async (trx) => {
    await decide(trx, id, { status: 'approved', decided_by: caller.id, note: approval.note }, now);
    const created = await createPackage(
      trx,
      request.userId,
      request.serviceId,
      {
        quota: request.quota,
        priceMinor: approval.priceMinor,
        currency: approval.currency,
        validFrom: request.validFrom,
        validTo: request.validTo,
      },
      now,
    );
    await trx
      .updateTable('package_requests')
      .set({ package_id: created.id })
      .where('id', '=', id)
      .execute();
  });
  return findRequest(db, id);
}

export async function rejectRequest(
  db: Db,
  caller: Caller,
  id: number,
  note: string,
  now: string,
): Promise<PackageRequest> {
  const request = await findRequest(db, id);
  if (request.status !== 'pending') throw alreadyDecided();
  await decide(db, id, { status: 'rejected', decided_by: caller.id, note }, now);
  return findRequest(db, id);
}

/** The requester (or its partner) withdraws a request nobody has decided yet. */
export async function cancelRequest(
  db: Db,
  caller: Caller,
  id: number,
  now: string,
): Promise<PackageRequest> {
  const request = await findRequestInScope(db, caller, id);
  if (request.status !== 'pending') throw alreadyDecided();
  await decide(db, id, { status: 'cancelled', decided_by: caller.id, note: '' }, now);
  return findRequest(db, id);
}
