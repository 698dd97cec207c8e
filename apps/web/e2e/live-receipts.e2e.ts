import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshot, openContext } from './support/browser';

/**
 * Issue 21: the home dashboard's figures move as requests are recorded, over the private realtime
 * channel, with no reload and no polling; and a refused record shows on «Квитанции приёма» with
 * its reason.
 */
const baseUrl = inject('baseUrl');
const passwords = inject('passwords');

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedIn(login: string): Promise<{ page: Page; signed: Promise<unknown> }> {
  const { context, page } = await openContext(browser, baseUrl, {
    viewport: DESKTOP,
    timezoneId: 'Asia/Almaty',
  });
  contexts.push(context);
  await page.goto('/');
  // The socket is up and a private channel signed once this answers.
  const signed = page.waitForResponse(
    (res) => res.url().endsWith('/broadcasting/auth') && res.ok(),
  );
  await logIn(page, login, passwords[login]!);
  await page.getByRole('heading', { name: /^Здравствуйте/ }).waitFor();
  return { page, signed };
}

/** A batch sent through the API with the page's own session (the integrator's). */
const send = (page: Page, records: unknown[]) =>
  page.evaluate(async (records) => {
    const cookie = (name: string) =>
      decodeURIComponent(new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/usage/requests', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${cookie('token')}`,
        'X-XSRF-TOKEN': cookie('XSRF-TOKEN'),
      },
      body: JSON.stringify({ records }),
    });
    return { status: res.status, body: await res.text() };
  }, records);

describe('live counters and ingest receipts', () => {
  it('a partner’s home counts a request the moment the integrator records it', async () => {
    const { page: partner, signed } = await signedIn('partner');
    const partnerId = await partner.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = (await (
        await fetch('/api/user', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { id?: number; data?: { id: number } };
      return answer.data?.id ?? answer.id!;
    });
    const today = partner.getByTestId('stat-today');
    await today.waitFor();
    // Today's requests: the figure under the card's heading.
    const figure = async () =>
      Number((await today.locator('h2 + div').textContent())!.replace(/\D/g, ''));
    const before = await figure();
    await signed;

    const { page: integrator } = await signedIn('integrator');
    const requests: string[] = [];
    const navigations: string[] = [];
    partner.on('request', (request) => {
      requests.push(request.url());
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    const answer = await send(integrator, [
      {
        requestId: `live-${Date.now()}`,
        userId: partnerId,
        serviceCode: 'companyCheck',
        time: new Date().toISOString(),
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ]);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).accepted).toBe(1);
    await expect.poll(figure, { timeout: 10_000 }).toBe(before + 1);
    // Moved by the event: one fetch of the figures after the batch, no reload of the page.
    expect(requests.filter((url) => url.endsWith('/api/dashboard')).length).toBeGreaterThan(0);
    expect(navigations).toEqual([]);
    await screenshot(partner, 'home-partner-live');
  });

  it('a refused record shows on «Квитанции приёма» with its reason, live', async () => {
    const { page: integrator, signed } = await signedIn('integrator');
    await signed;
    const menu = integrator.getByRole('navigation', { name: 'Главное меню' });
    await menu.getByRole('link', { name: 'Квитанции приёма' }).click();
    await integrator.getByRole('heading', { name: 'Квитанции приёма' }).waitFor();
    // No refusals yet today for this sender, or some: the section is there either way.
    await integrator.getByRole('heading', { name: 'Отклонённые записи' }).waitFor();
    const requestId = `refused-${Date.now()}`;
    const answer = await send(integrator, [
      {
        requestId,
        userId: 1,
        serviceCode: 'noSuchService',
        time: new Date().toISOString(),
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ]);
    expect(answer.status, answer.body).toBe(200);
    const row = integrator
      .getByRole('table', { name: 'Отклонённые записи' })
      .locator('tr', { hasText: requestId });
    await row.waitFor({ timeout: 10_000 });
    await expect(row.textContent()).resolves.toContain('Неизвестный сервис');
    await integrator
      .getByTestId('receipts-by-day')
      .locator('[data-reason="unknownService"]')
      .first()
      .waitFor();
    await screenshot(integrator, 'ingest-receipts-integrator');
    // The CSV holds it too.
    const download = integrator.waitForEvent('download');
    await integrator.getByRole('button', { name: 'Скачать CSV' }).click();
    const file = await download;
    const text = await new Promise<string>((resolve, reject) => {
      void file.createReadStream().then((stream) => {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
      });
    });
    expect(text).toContain(requestId);
    expect(text).toContain('unknownService');
  });
});
