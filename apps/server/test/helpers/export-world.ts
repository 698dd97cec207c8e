import { ExportPending } from '@cabinet/contract';
import { expect } from 'vitest';
import { Calendar } from '../../src/core/calendar.js';
import type { Session } from './session.js';
import type { TestApp } from './test-app.js';

/** A service of the test's own, straight into the database. */
export async function createService(t: TestApp, code: string): Promise<number> {
  const now = t.clock.now().toISOString();
  const service = await t.db
    .insertInto('services')
    .values({
      code,
      name: code,
      status: 'active',
      description: '',
      documentation: '',
      billable_outcomes: 'success',
      form_definition: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return service.id;
}

export interface RegisterText {
  requestId: string;
  subject: string;
  requestPayload: string;
  responsePayload: string;
}

/** Requests of one user and service on one local day, with the daily usage exports count. */
export async function insertRequests(
  t: TestApp,
  userId: number,
  serviceId: number,
  day: string,
  texts: RegisterText[],
): Promise<void> {
  const calendar = new Calendar(t.config.TIMEZONE);
  const start = Date.parse(calendar.startOf(day));
  await t.db
    .insertInto('requests')
    .values(
      texts.map((text, n) => ({
        user_id: userId,
        service_id: serviceId,
        request_id: text.requestId,
        requested_at: new Date(start + (n + 1) * 1000).toISOString(),
        day,
        status: 'success' as const,
        http_status: 200,
        duration_ms: 10,
        subject: text.subject,
        billable: 1,
        amount_minor: 12_345,
        package_id: null,
        request_payload: text.requestPayload,
        response_payload: text.responsePayload,
      })),
    )
    .execute();
  const existing = await t.db
    .selectFrom('daily_usage')
    .select('requests')
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .where('day', '=', day)
    .executeTakeFirst();
  if (existing)
    await t.db
      .updateTable('daily_usage')
      .set({ requests: existing.requests + texts.length })
      .where('user_id', '=', userId)
      .where('service_id', '=', serviceId)
      .where('day', '=', day)
      .execute();
  else
    await t.db
      .insertInto('daily_usage')
      .values({
        user_id: userId,
        service_id: serviceId,
        day,
        requests: texts.length,
        successful: texts.length,
        failed: 0,
        billable: texts.length,
        covered: 0,
        amount_minor: 12_345 * texts.length,
      })
      .execute();
}

export const exportUrl = (userId: number, serviceId: number, from: string, to: string) =>
  `/api/requests/download/${userId}/${serviceId}/${from}/${to}`;

/** Asks as the client does until the file comes (the server's jobs run between the asks). */
export async function download(session: Session, url: string) {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const res = await session.get(url);
    if (res.statusCode !== 202) return res;
    const pending = ExportPending.parse(res.json());
    expect(pending.status, pending.message).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the export never finished');
}
