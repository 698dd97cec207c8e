import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardResponse } from '@cabinet/contract';
import { startEarlyCalls } from '../../src/app/early-calls';
import { writeToken } from '../../src/lib/cookies';
import { MalformedAnswer, resetHttp } from '../../src/lib/http';
import { getEarly } from '../../src/lib/http/early';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/i18n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The client builds its headers before it calls fetch: let it get there. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Issue 43: what the first screen needs is asked for as the page starts, and taken once. */
describe('calls made as the page starts', () => {
  let asked: { path: string; language: string | null; token: string | null }[];
  let answer: (path: string) => Response;

  beforeEach(() => {
    asked = [];
    answer = (path) =>
      path === '/api/user'
        ? json(200, { success: true, data: { permissions: ['reports.view'] } })
        : json(200, { success: true, data: path });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        const path = new URL(url, 'http://cabinet.test').pathname;
        asked.push({
          path,
          language: headers.get('Accept-Language'),
          token: headers.get('Authorization'),
        });
        return answer(path);
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('token', { path: '/' });
    localStorage.clear();
    resetHttp();
  });

  it('the home of a signed-in user asks for the user, then its figures, in the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'kk');
    writeToken('t1');
    const showsDashboard = startEarlyCalls('/');
    expect(await showsDashboard).toBe(true);
    expect(asked.map((call) => call.path)).toEqual([
      '/api/site-info',
      '/api/user',
      '/api/dashboard',
    ]);
    expect(asked.every((call) => call.language === 'kk')).toBe(true);
    expect(asked[1]!.token).toBe('Bearer t1');

    // Each answer is taken once, without asking again; the next call asks the server.
    expect(await getEarly('/api/site-info')).toEqual({ success: true, data: '/api/site-info' });
    expect(await getEarly('/api/user')).toMatchObject({ success: true });
    expect(asked).toHaveLength(3);
    expect(await getEarly('/api/user')).toMatchObject({ success: true });
    expect(asked).toHaveLength(4);
  });

  it('another page, or no token, asks for the settings only', async () => {
    expect(startEarlyCalls('/')).toBeUndefined();
    writeToken('t1');
    expect(startEarlyCalls('/login')).toBeUndefined();
    await settle();
    expect(asked.map((call) => call.path)).toEqual(['/api/site-info', '/api/site-info']);
  });

  it('an answer asked for with another token, or a failed one, is asked for again', async () => {
    writeToken('old');
    await startEarlyCalls('/');
    writeToken('new');
    await getEarly('/api/user');
    expect(asked.at(-1)).toMatchObject({ path: '/api/user', token: 'Bearer new' });

    answer = (path) => (path === '/api/site-info' ? json(500, {}) : json(200, {}));
    startEarlyCalls('/login');
    await settle();
    answer = () => json(200, { data: { timeZone: 'Asia/Almaty' } });
    expect(await getEarly('/api/site-info')).toEqual({ data: { timeZone: 'Asia/Almaty' } });
    expect(asked.filter((call) => call.path === '/api/site-info')).toHaveLength(3);
  });

  it('an early answer is checked against the schema as any other', async () => {
    writeToken('t1');
    await startEarlyCalls('/');
    await expect(getEarly('/api/dashboard', { schema: DashboardResponse })).rejects.toBeInstanceOf(
      MalformedAnswer,
    );
  });
});
