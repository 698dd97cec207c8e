import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@cabinet/contract';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { runScript, stop } from '../helpers/processes.js';

let storage: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  storage = await createTestDatabase();
  env = {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  };
});
afterAll(() => storage.drop());

async function login(base: string, login: string, password: string) {
  const csrf = await fetch(`${base}/api/sanctum/csrf-cookie`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')![1]!;
  return fetch(`${base}/api/sanctum/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': token,
      cookie: `XSRF-TOKEN=${token}`,
    },
    body: JSON.stringify({ login, password }),
  });
}

/** The first run closes the month before last in the background: the partner finds its documents. */
async function expectClosedMonthBeforeLast(url: string, output: string) {
  const [, password] = /^\s+partner\s+(\S+)\s+\(Partner\)$/m.exec(output)!;
  const signedIn = await login(url, 'partner', password!);
  const { token, data: me } = (await signedIn.json()) as { token: string; data: { id: number } };
  const auth = { authorization: `Bearer ${token}` };
  const beforeLast = new Date();
  beforeLast.setUTCDate(1);
  beforeLast.setUTCMonth(beforeLast.getUTCMonth() - 2);
  const query = `year=${beforeLast.getUTCFullYear()}&month=${beforeLast.getUTCMonth() + 1}`;
  const deadline = Date.now() + 60_000;
  let documents: DocumentSummary[] = [];
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/users/${me.id}/documents?${query}`, { headers: auth });
    documents = ((await res.json()) as { data: DocumentSummary[] }).data;
    if (documents.some((d) => d.kind === 'application1')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const application1 = documents.find((d) => d.kind === 'application1');
  expect(application1).toMatchObject({ closing: true, draft: false });
  expect(application1!.number).toMatch(/^\d{4}-\d{4}$/);
  expect(documents.filter((d) => d.kind === 'service-report').length).toBeGreaterThan(0);
}

describe('the server as npm start runs it', () => {
  it('migrates, seeds once, prints the admin password, and that password signs in', async () => {
    const first = runScript('main', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
    try {
      const [, url] = await first.waitFor(/Cabinet is running at (http:\/\/\S+)/);
      const [, password] = /^\s+admin\s+(\S+)\s+\(Admin\)$/m.exec(first.output())!;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const res = await login(url!, 'admin', password!);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { groups: string[] } }).data.groups).toEqual(['Admin']);
      expect((await login(url!, 'admin', 'not-the-password')).status).toBe(422);
      await expectClosedMonthBeforeLast(url!, first.output());
    } finally {
      await stop(first.child);
    }
    const second = runScript('main', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
    try {
      await second.waitFor(/Cabinet is running at/);
      expect(second.output()).not.toContain('Demo data created');
    } finally {
      await stop(second.child);
    }
  }, 120_000); // two server starts

  it('refuses to start on a bad setting, saying which', async () => {
    // The provider's BIN with a wrong check digit (…340 is right) stops the start too.
    const bad = runScript('main', [], {
      ...env,
      PORT: 'eighty',
      PROVIDER_BIN: '180740012345',
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT="eighty"');
    expect(bad.output()).toContain('PROVIDER_BIN="180740012345": the check digit does not match');
    expect(bad.output()).not.toContain('Cabinet is running');
  });
});

describe('the CLI', () => {
  it('migrate reports the database', async () => {
    const run = runScript('cli', ['migrate'], env);
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/Database is up to date \((sqlite|postgres)/);
  });

  it('create-admin prints a generated password that works', async () => {
    const run = runScript(
      'cli',
      ['create-admin', '--login', 'operator', '--email', 'operator@provider.kz'],
      env,
    );
    expect(await run.exited).toBe(0);
    const [, password] = /Password \(shown once\): (\S+)/.exec(run.output())!;
    expect(password!.length).toBeGreaterThanOrEqual(20);

    const server = runScript('main', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
    try {
      const [, url] = await server.waitFor(/Cabinet is running at (http:\/\/\S+)/);
      expect((await login(url!, 'operator', password!)).status).toBe(200);
    } finally {
      await stop(server.child);
    }
  });

  it('create-admin refuses a taken login and a bad e-mail', async () => {
    const taken = runScript(
      'cli',
      ['create-admin', '--login', 'operator', '--email', 'x@provider.kz'],
      env,
    );
    expect(await taken.exited).toBe(1);
    expect(taken.output()).toContain('exists already');
    const bad = runScript('cli', ['create-admin', '--login', 'op2', '--email', 'nope'], env);
    expect(await bad.exited).not.toBe(0);
    expect(bad.output()).toContain('not a valid e-mail address');
  });

  it('grant-role gives a user one more role, once, and names what it cannot find', async () => {
    const grant = (login: string, role: string) =>
      runScript('cli', ['grant-role', '--login', login, '--role', role], env);
    const first = grant('operator', 'ProviderIntegrator');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('operator now holds the role ProviderIntegrator.');
    const again = grant('operator', 'ProviderIntegrator');
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('holds the role ProviderIntegrator already');
    const nobody = grant('nobody-here', 'ProviderIntegrator');
    expect(await nobody.exited).toBe(1);
    expect(nobody.output()).toContain('No user has the login nobody-here.');
    const noRole = grant('operator', 'Wizard');
    expect(await noRole.exited).toBe(1);
    expect(noRole.output()).toContain('No role has the key Wizard.');
  }, 120_000); // four CLI processes

  it('create-admin refuses a login that is another user’s e-mail; identity-conflicts lists none', async () => {
    const squat = runScript(
      'cli',
      ['create-admin', '--login', 'OPERATOR@provider.kz', '--email', 'op3@provider.kz'],
      env,
    );
    expect(await squat.exited).toBe(1);
    expect(squat.output()).toContain('exists already');
    const list = runScript('cli', ['identity-conflicts'], env);
    expect(await list.exited).toBe(0);
    expect(list.output()).toContain('No users share a sign-in identifier.');
  });

  it('outbox shows kept messages', async () => {
    const run = runScript('cli', ['outbox'], env);
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/outbox is empty|#\d+/);
  });
});
