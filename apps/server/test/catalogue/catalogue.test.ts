import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CataloguePage,
  CatalogueServiceResponse,
  PriceListResponse,
  ServiceResponse,
  TariffResponse,
} from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';

let t: TestApp;
let admin: Session;
let asPartner: Session;

async function service(code: string, status: 'active' | 'disabled' = 'active') {
  const res = await admin.post('/api/services/create', {
    code,
    name: `Каталог ${code}`,
    description: `Описание ${code}`,
    documentation: `# ${code}\n\nТекст`,
    status,
    upstreamUrl: 'https://upstream.internal/secret',
    form: [],
  });
  return ServiceResponse.parse(res.json()).data;
}

async function tariff(serviceId: number, name: string, validTo: string | null = null) {
  const res = await admin.post('/api/tariffs/create', {
    serviceId,
    name,
    tiers: [
      { upTo: 100, priceMinor: 2000 },
      { upTo: null, priceMinor: 1500 },
    ],
    validFrom: '2026-01-01',
    validTo,
  });
  return TariffResponse.parse(res.json()).data;
}

beforeAll(async () => {
  t = await startTestApp({ PROVIDER_NAME: 'ТОО «Тест»', PROVIDER_PHONE: '+7 700 000 00 00' });
  admin = (await t.signedIn('Admin')).session;
  asPartner = (await t.signedIn('Partner')).session;
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists active services with published tariffs in force, paged and searched, to anybody', async () => {
    const alpha = await service('catAlpha');
    const beta = await service('catBeta');
    await service('catHidden', 'disabled');
    const open = await tariff(alpha.id, 'Открытый');
    await tariff(alpha.id, 'Индивидуальный');
    const ended = await tariff(beta.id, 'Прошлый', '2026-06-30');
    for (const id of [open.id, ended.id]) {
      const res = await admin.post(`/api/catalogue/price-list/${id}`, { public: true });
      expect(res.statusCode, res.body).toBe(200);
    }

    const page = CataloguePage.parse(
      (await t.session().get('/api/catalogue/services?search=cat&rowsPerPage=1')).json(),
    );
    expect(page.meta).toMatchObject({ total: 2, page: 1, rowsPerPage: 1 });
    expect(page.data[0]).toMatchObject({
      code: 'catAlpha',
      hasDocumentation: true,
      billableOutcomes: 'success',
    });
    expect(page.data[0]!.tariffs.map((x) => x.name)).toEqual(['Открытый']);
    expect(JSON.stringify(page)).not.toContain('upstream');

    const second = CataloguePage.parse(
      (await t.session().get('/api/catalogue/services?search=CAT&rowsPerPage=1&page=2')).json(),
    );
    expect(second.data[0]).toMatchObject({ code: 'catBeta', tariffs: [] });
  });

  it('shows one active service with its documentation; disabled and unknown are 404', async () => {
    const res = await t.session().get('/api/catalogue/services/catAlpha');
    const detail = CatalogueServiceResponse.parse(res.json()).data;
    expect(detail.documentation).toContain('# catAlpha');
    expect(JSON.stringify(res.json())).not.toContain('upstream');
    expect((await t.session().get('/api/catalogue/services/catHidden')).statusCode).toBe(404);
    expect((await t.session().get('/api/catalogue/services/nope1')).statusCode).toBe(404);
    expect((await t.session().get('/api/catalogue/services/1%20x')).statusCode).toBe(422);
  });

  it('the price list is the admin’s: partners may neither read nor publish', async () => {
    expect((await asPartner.get('/api/catalogue/price-list')).statusCode).toBe(403);
    expect((await asPartner.post('/api/catalogue/price-list/1', { public: true })).statusCode).toBe(
      403,
    );
    expect((await t.session().get('/api/catalogue/price-list')).statusCode).toBe(401);
    const list = PriceListResponse.parse((await admin.get('/api/catalogue/price-list')).json());
    expect(list.data.filter((x) => x.public).map((x) => x.name)).toEqual(['Открытый']);
  });

  it('withdraws a tariff; 404 for an unknown one; 422 for a bad body', async () => {
    const list = PriceListResponse.parse((await admin.get('/api/catalogue/price-list')).json());
    const open = list.data.find((x) => x.public)!;
    const off = await admin.post(`/api/catalogue/price-list/${open.id}`, { public: false });
    expect(PriceListResponse.parse(off.json()).data.some((x) => x.public)).toBe(false);
    expect(
      (await admin.post('/api/catalogue/price-list/999999', { public: true })).statusCode,
    ).toBe(404);
    expect(
      (await admin.post(`/api/catalogue/price-list/${open.id}`, { public: 'y' })).statusCode,
    ).toBe(422);
  });
});
