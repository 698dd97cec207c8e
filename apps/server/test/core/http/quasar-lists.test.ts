import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportsPage } from '@cabinet/contract';
import { createService } from '../../helpers/export-world.js';
import type { Session } from '../../helpers/session.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn('Admin')).session;
  for (const login of ['beta', 'alfa', 'gamma']) await t.user('client', { login });
});
afterAll(() => t.close());

const names = (body: { data: Array<{ name: string }> }) => body.data.map((row) => row.name);

describe('lists as a Quasar table asks for them', () => {
  it('rowsPerPage=0 is all rows, and sortBy=name sorts by name', async () => {
    const res = await admin.get('/api/directory?rowsPerPage=0&sortBy=name');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.length).toBe(body.meta.total);
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    expect(body.meta).toMatchObject({ rowsPerPage: 1000, sortBy: 'name', descending: false });
    const sorted = names(body);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'ru')));
    // A column the list does not sort by is its default order, not a refusal: rows still come.
    const partners = await admin.get('/api/partners?rowsPerPage=0&sortBy=name');
    expect(partners.statusCode).toBe(200);
    expect(partners.json().meta.sortBy).toBeNull();
    const reversed = (
      await admin.get('/api/directory?rowsPerPage=0&sortBy=name&descending=1')
    ).json();
    expect(names(reversed)).toEqual([...sorted].reverse());
  });

  it('caps a larger page instead of refusing it, and says so', async () => {
    const res = await admin.get('/api/partners?rowsPerPage=100000');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.rowsPerPage).toBe(1000);
  });

  it('an empty or unknown sortBy is the default order', async () => {
    const plain = (await admin.get('/api/partners')).json();
    for (const sortBy of ['', 'id', 'nosuchcolumn']) {
      const res = await admin.get(`/api/partners?sortBy=${sortBy}`);
      expect(res.statusCode, sortBy).toBe(200);
      expect(res.json().meta.sortBy, sortBy).toBeNull();
      expect(names(res.json()), sortBy).toEqual(names(plain));
    }
  });

  it('the reports list sorts by each column it shows', async () => {
    const partner = await t.user('Partner');
    const integrator = (await t.signedIn('Integrator', { roles: ['ProviderIntegrator'] })).session;
    const busy = await createService(t, 'a-busy');
    const quiet = await createService(t, 'z-quiet');
    expect(busy).toBeLessThan(quiet);
    const time = t.clock.now().toISOString();
    const record = (n: number, serviceCode: string) => ({
      requestId: `${serviceCode}-${n}`,
      userId: partner.id,
      serviceCode,
      time,
      status: 'success',
      httpStatus: 200,
      durationMs: 10,
    });
    const ingested = await integrator.post('/api/usage/requests', {
      records: [record(1, 'z-quiet'), ...[1, 2, 3].map((n) => record(n, 'a-busy'))],
    });
    expect(ingested.json().accepted).toBe(4);
    const [year, month] = [t.clock.now().getUTCFullYear(), t.clock.now().getUTCMonth() + 1];
    const codes = async (query: string) =>
      ReportsPage.parse(
        (
          await admin.get(`/api/user/${partner.id}/reports?year=${year}&month=${month}&${query}`)
        ).json(),
      ).data.map((row) => row.serviceCode);
    expect(await codes('sortBy=requests&descending=true')).toEqual(['a-busy', 'z-quiet']);
    expect(await codes('sortBy=requests&descending=false')).toEqual(['z-quiet', 'a-busy']);
    expect(await codes('sortBy=serviceName&descending=true')).toEqual(['z-quiet', 'a-busy']);
    expect(await codes('sortBy=amount&descending=false')).toHaveLength(2);
  });
});
