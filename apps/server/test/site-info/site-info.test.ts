import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteInfoResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PROVIDER_NAME: 'ТОО «Тест»', PROVIDER_PHONE: '+7 700 000 00 00' });
});
afterAll(() => t.close());

describe('site info', () => {
  it('serves the configured provider details to anybody', async () => {
    const res = await t.session().get('/api/site-info');
    expect(SiteInfoResponse.parse(res.json()).data).toMatchObject({
      name: 'ТОО «Тест»',
      phone: '+7 700 000 00 00',
      bin: t.config.PROVIDER_BIN,
      email: t.config.PROVIDER_EMAIL,
    });
  });
});
