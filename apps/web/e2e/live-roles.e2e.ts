import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, openContext, screenshot } from './support/browser';
import { api, idOf } from './support/api';

/**
 * Issue 45: the realtime channels each role may hear. A client hears only its own channel (never
 * its partner's, which counts the whole partner), the partner its own and its partner channel,
 * staff the provider's; every page still moves live: the home's figures and the bell.
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

interface Signed {
  page: Page;
  /** Every channel the page asked `/broadcasting/auth` to sign, with the status it got. */
  asked: Array<{ channel: string; status: number }>;
}

async function signedIn(login: string): Promise<Signed> {
  const { context, page } = await openContext(browser, baseUrl, {
    viewport: DESKTOP,
    timezoneId: 'Asia/Almaty',
  });
  contexts.push(context);
  const asked: Signed['asked'] = [];
  page.on('response', (res) => {
    if (!res.url().endsWith('/broadcasting/auth')) return;
    const body = res.request().postData() ?? '';
    const channel = new URLSearchParams(body).get('channel_name') ?? body;
    asked.push({ channel, status: res.status() });
  });
  await page.goto('/');
  await logIn(page, login, passwords[login]!);
  await bell(page).waitFor();
  return { page, asked };
}

const bell = (page: Page) =>
  page.locator('button[aria-label^="Уведомления, непрочитанных: "]').first();
const unread = async (page: Page) =>
  Number(/(\d+)$/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
/** The number a home card shows (today's requests; an integrator's accepted records). */
const figure = async (page: Page, testId: string) => {
  const card = page.getByTestId(testId);
  const value = testId === 'stat-today' ? card.locator('h2 + div') : card;
  return Number((await value.textContent())!.replace(/\D/g, ''));
};

describe('live channels by role', () => {
  it(
    'a client hears only itself, the partner its circle, staff everybody; homes and bells move',
    { timeout: 120_000 },
    async () => {
      const admin = await signedIn('admin');
      const partner = await signedIn('partner');
      const client = await signedIn('aigerim');
      const integrator = await signedIn('integrator');
      const homes = [
        [admin, 'stat-today'],
        [partner, 'stat-today'],
        [client, 'stat-today'],
        [integrator, 'ingest-accepted'],
      ] as const;
      for (const [{ page }, testId] of homes) await page.getByTestId(testId).waitFor();

      const clientId = await idOf(client.page);
      const partnerId = await idOf(partner.page);
      // Every channel a page asks for is signed: the client asks only for its own.
      const channels = (signed: Signed) => [...new Set(signed.asked.map((a) => a.channel))].sort();
      await expect
        .poll(() => channels(client), { timeout: 10_000 })
        .toEqual([`private-App.Models.User.${clientId}`]);
      await expect
        .poll(() => channels(partner), { timeout: 10_000 })
        .toEqual([`private-App.Models.User.${partnerId}`, `private-partner.${partnerId}`]);
      await expect.poll(() => channels(admin), { timeout: 10_000 }).toContain('private-provider');
      for (const signed of [admin, partner, client, integrator])
        expect(signed.asked.filter((a) => a.status !== 200)).toEqual([]);
      // And the server refuses the client its partner's channel were it to ask.
      const refused = await client.page.evaluate(async (channel) => {
        const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const res = await fetch('/broadcasting/auth', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Authorization: `Bearer ${token}`,
          },
          body: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
        });
        return res.status;
      }, `private-partner.${partnerId}`);
      expect(refused).toBe(403);

      // The partner watches its client's errors: a failed request rings both bells.
      const rule = await api(partner.page, 'POST', '/api/alerts/rules', {
        userId: clientId,
        condition: { kind: 'errorRate', abovePercent: 1, minRequests: 1 },
        email: false,
      });
      expect(rule.status, rule.body).toBe(201);
      const ruleId = (JSON.parse(rule.body) as { data: { id: number } }).data.id;
      try {
        const before = await Promise.all(homes.map(([{ page }, testId]) => figure(page, testId)));
        const bells = {
          partner: await unread(partner.page),
          client: await unread(client.page),
        };
        const sent = await api(integrator.page, 'POST', '/api/usage/requests', {
          records: [
            {
              requestId: `roles-${Date.now()}`,
              userId: clientId,
              serviceCode: 'companyCheck',
              time: new Date().toISOString(),
              status: 'error',
              httpStatus: 500,
              durationMs: 5,
            },
          ],
        });
        expect(sent.status, sent.body).toBe(200);
        expect((JSON.parse(sent.body) as { accepted: number }).accepted).toBe(1);
        for (const [index, [{ page }, testId]] of homes.entries())
          await expect
            .poll(() => figure(page, testId), { timeout: 15_000 })
            .toBeGreaterThan(before[index]!);
        await expect
          .poll(() => unread(client.page), { timeout: 15_000 })
          .toBeGreaterThan(bells.client);
        await expect
          .poll(() => unread(partner.page), { timeout: 15_000 })
          .toBeGreaterThan(bells.partner);
        await screenshot(client.page, 'home-client-live');
      } finally {
        await api(partner.page, 'DELETE', `/api/alerts/rules/${ruleId}`);
      }
    },
  );
});
