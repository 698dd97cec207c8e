import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import type { DatabaseHandle } from '../../src/core/db/database.js';
import { openMigratedDatabase } from '../../src/core/db/open.js';
import { startCabinet, type CabinetProcess } from '../helpers/cabinet-process.js';
import { HttpSession } from '../helpers/http-session.js';
import { prepareProcessFixture, type ProcessFixture } from '../helpers/process-fixture.js';
import { startSmtpSink, textOf } from '../helpers/smtp-sink.js';

/*
 * Issue 39: recovery mail is sent after the answer, by a job. A process killed (SIGKILL) while
 * its SMTP server has not yet answered loses no mail: the next start sends it.
 */

let fixture: ProcessFixture;
let server: CabinetProcess | undefined;
let database: DatabaseHandle | undefined;
const sinks: Array<Awaited<ReturnType<typeof startSmtpSink>>> = [];

beforeAll(async () => {
  fixture = await prepareProcessFixture([{ login: 'forgetful', group: 'client' }]);
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.db.destroy();
  for (const sink of sinks) await sink.close();
  await fixture?.storage.drop();
});

it('a recovery mail kept but not sent when the process died is sent by the next start', async () => {
  // An SMTP server that does not even greet within the test: the first process never sends.
  const silent = await startSmtpSink(600_000);
  const working = await startSmtpSink(0);
  sinks.push(silent, working);

  server = await startCabinet({ ...fixture.env, SMTP_URL: silent.url });
  const res = await new HttpSession(server.url).post('/api/auth/recovery-password', {
    email: 'forgetful@example.kz',
  });
  expect(res.status, await res.text()).toBe(200);
  for (let n = 0; n < 200 && silent.connections() === 0; n += 1) await sleep(50);
  expect(silent.connections()).toBe(1);
  await server.stop('SIGKILL');

  server = await startCabinet({ ...fixture.env, SMTP_URL: working.url });
  const [mail] = await working.received(1, 20_000);
  expect(mail?.to.join()).toContain('forgetful@example.kz');
  expect(mail && textOf(mail)).toContain('/passwordRecovery?token=');

  database = await openMigratedDatabase(loadConfig(fixture.env));
  const db = database.db;
  await expect
    .poll(
      async () =>
        (await db.selectFrom('mail_outbox').select('sent_at').executeTakeFirstOrThrow()).sent_at,
      { timeout: 10_000 },
    )
    .not.toBeNull();
}, 120_000);
