import crypto from 'node:crypto';
import type { AppDeps } from '../../core/deps.js';
import type { DomainEvent } from '../../core/events/domain-events.js';
import { DELIVERY_JOB } from './timing.js';

/** A domain event becomes one delivery per enabled endpoint that chose its type. */
export async function fanOut(deps: AppDeps, event: DomainEvent): Promise<void> {
  const { db } = deps;
  const partnerId =
    event.partnerId ?? (event.userId ? await partnerOfUser(deps, event.userId) : null);
  let query = db.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', 1);
  // The provider's endpoints hear every event; a partner's, its own.
  query =
    partnerId === null
      ? query.where('partner_id', 'is', null)
      : query.where((eb) =>
          eb.or([eb('partner_id', 'is', null), eb('partner_id', '=', partnerId)]),
        );
  const endpoints = (await query.execute()).filter((row) =>
    (JSON.parse(row.events) as string[]).includes(event.type),
  );
  if (endpoints.length === 0) return;
  const now = deps.clock.now().toISOString();
  const messageId = `msg_${crypto.randomBytes(16).toString('base64url')}`;
  const payload = JSON.stringify({ type: event.type, timestamp: now, data: event.data });
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        endpoint_id: endpoint.id,
        message_id: messageId,
        event_type: event.type,
        payload,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  for (const row of rows) deps.jobs.enqueue(DELIVERY_JOB, row.id);
}

/** A partner's own id, a partner's user's partner; nobody's for staff and integrators. */
async function partnerOfUser({ db }: AppDeps, userId: number): Promise<number | null> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('users as parent', 'parent.id', 'u.parent_id')
    .select(['u.id', 'u.group', 'parent.id as parent_id', 'parent.group as parent_group'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  if (user.group === 'Partner') return user.id;
  return user.parent_group === 'Partner' ? user.parent_id : null;
}
