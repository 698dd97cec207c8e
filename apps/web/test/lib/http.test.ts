import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeToken } from '../../src/lib/cookies';
import { RegisterPage } from '@cabinet/contract';
import { configureHttp, http, HttpError, MalformedAnswer, resetHttp } from '../../src/lib/http';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  credentials?: RequestCredentials;
  body?: unknown;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('http client', () => {
  let calls: Call[];
  let answer: (call: Call) => Response;

  beforeEach(() => {
    calls = [];
    answer = () => json(200, { success: true, data: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const call: Call = {
          url,
          method: init.method ?? 'GET',
          headers: new Headers(init.headers),
          credentials: init.credentials,
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        if (url.endsWith('/api/sanctum/csrf-cookie')) {
          document.cookie = `XSRF-TOKEN=csrf-${calls.length}; path=/`;
          return new Response(null, { status: 204 });
        }
        return answer(call);
      }),
    );
    configureHttp({ language: () => 'kk' });
  });

  afterEach(() => {
    resetHttp();
    vi.unstubAllGlobals();
  });

  it('GET sends no CSRF request, includes credentials, language and the bearer token', async () => {
    writeToken('7|secret');
    await http.get('/api/user');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/user');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('Authorization')).toBe('Bearer 7|secret');
    expect(call?.headers.get('Accept-Language')).toBe('kk');
    expect(call?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends no Authorization header without a token cookie', async () => {
    await http.get('/api/access-control/role');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each(['post', 'put', 'delete'] as const)(
    '%s first fetches the CSRF cookie, then echoes it in X-XSRF-TOKEN',
    async (method) => {
      await (method === 'delete' ? http.delete('/api/x') : http[method]('/api/x', { a: 1 }));
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'GET /api/sanctum/csrf-cookie',
        `${method.toUpperCase()} /api/x`,
      ]);
      expect(calls[0]?.credentials).toBe('include');
      expect(calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-1');
    },
  );

  it('fetches the CSRF cookie before every unsafe call', async () => {
    await http.post('/api/a', {});
    await http.post('/api/b', {});
    expect(calls.filter((c) => c.url.endsWith('csrf-cookie'))).toHaveLength(2);
    expect(calls[3]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-3');
  });

  it('concurrent unsafe calls share one CSRF fetch', async () => {
    await Promise.all([http.post('/api/a', {}), http.post('/api/b', {})]);
    expect(calls.filter((c) => c.url.endsWith('csrf-cookie'))).toHaveLength(1);
  });

  it('sends the body as JSON and adds query parameters, skipping empty ones', async () => {
    await http.post('/api/access-control/role', { key: 'k' });
    await http.get('/api/partners', { query: { page: 2, sortBy: undefined, descending: false } });
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[1]?.body).toEqual({ key: 'k' });
    expect(calls[2]?.url).toBe('/api/partners?page=2&descending=false');
  });

  it('a 422 becomes an HttpError with the field errors', async () => {
    answer = () =>
      json(422, {
        success: false,
        message: 'Неверный логин или пароль',
        errors: { login: ['Неверный логин или пароль'] },
      });
    const error = await http.post('/api/sanctum/token', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Неверный логин или пароль',
      fieldErrors: { login: ['Неверный логин или пароль'] },
    });
  });

  it('a 429 carries Retry-After', async () => {
    answer = () =>
      json(429, { success: false, message: 'wait', errors: {} }, { 'Retry-After': '42' });
    await expect(http.post('/api/sanctum/token', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it.each([401, 419])('%s calls the session rule, unless the call opts out', async (status) => {
    const onAuthFailure = vi.fn();
    configureHttp({ onAuthFailure });
    answer = () => json(status, { success: false, message: 'no', errors: {} });
    await expect(http.get('/api/access-control/role')).rejects.toMatchObject({ status });
    expect(onAuthFailure).toHaveBeenCalledWith(expect.objectContaining({ status }));
    onAuthFailure.mockClear();
    await expect(http.get('/api/user', { handleAuthFailure: false })).rejects.toMatchObject({
      status,
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('403 is an error for the screen, not a session end', async () => {
    const onAuthFailure = vi.fn();
    configureHttp({ onAuthFailure });
    answer = () => json(403, { success: false, message: 'forbidden', errors: {} });
    await expect(http.get('/api/access-control/role')).rejects.toMatchObject({ status: 403 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('an unreachable server is status 0 with a readable message', async () => {
    configureHttp({ networkErrorMessage: () => 'Сервер недоступен' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/api/user')).rejects.toMatchObject({
      status: 0,
      message: 'Сервер недоступен',
    });
  });

  it('renews the token cookie after a successful call', async () => {
    writeToken('7|secret');
    const set = vi.spyOn(Cookies, 'set');
    await http.get('/api/user');
    expect(set).toHaveBeenCalledWith(
      'token',
      '7|secret',
      expect.objectContaining({ expires: 600_000 / 86_400_000, path: '/' }),
    );
    expect(readToken()).toBe('7|secret');
  });

  it('reads the cookies twice for a successful call: for its token, then to renew it', async () => {
    writeToken('7|secret');
    // Each read asks the browser's cookie store, once more after every write (issue 43).
    const get = vi.spyOn(Cookies, 'get');
    await http.get('/api/user');
    expect(get.mock.calls).toEqual([['token'], ['token']]);
  });

  it('does not renew after a failure', async () => {
    writeToken('7|secret');
    answer = () => json(500, { success: false, message: 'boom', errors: {} });
    const set = vi.spyOn(Cookies, 'set');
    await expect(http.get('/api/user')).rejects.toBeInstanceOf(HttpError);
    expect(set).not.toHaveBeenCalled();
  });

  describe('answers checked against the contract', () => {
    const row = {
      id: 1,
      requestId: 'r-1',
      userId: 3,
      requestedAt: '2026-11-20T10:15:00.000Z',
      status: 'success',
      httpStatus: 200,
      durationMs: 120,
      subject: '990101300123',
      billable: true,
      amountMinor: 1250,
      coveredByPackage: false,
      late: false,
    };
    const register = (rows: unknown[]) => () =>
      json(200, {
        success: true,
        data: rows,
        meta: { total: rows.length, page: 1, rowsPerPage: 10, sortBy: null, descending: false },
        totals: {
          requests: rows.length,
          billable: rows.length,
          covered: 0,
          amountMinor: 1250 * rows.length,
        },
        context: {
          subject: {
            id: 3,
            login: 'client',
            name: 'Айгерим',
            surname: 'Нурланова',
            group: 'client',
            parentId: 2,
          },
          partner: null,
          members: [],
          service: { id: 2, code: 'almatyCement', name: 'Almaty Cement' },
        },
      });

    it('a well-formed answer comes back as the schema reads it', async () => {
      answer = register([row]);
      const page = await http.get('/api/user/3/reports/2/register', { schema: RegisterPage });
      expect(page.data[0]?.amountMinor).toBe(1250);
    });

    it('money of another shape is a clear error, not a silently wrong number', async () => {
      answer = register([row, { ...row, id: 2, amountMinor: '12.50' }]);
      const error = await http
        .get('/api/user/3/reports/2/register', { schema: RegisterPage })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(MalformedAnswer);
      expect((error as MalformedAnswer).message).toMatch(
        /^Unexpected answer to GET \/api\/user\/3\/reports\/2\/register: data\.1\.amountMinor: .*expected number/,
      );
    });

    it('a missing date is named too', async () => {
      const { requestedAt: _dropped, ...undated } = row;
      answer = register([undated]);
      await expect(
        http.get('/api/user/3/reports/2/register', { schema: RegisterPage }),
      ).rejects.toThrow(/data\.0\.requestedAt/);
    });
  });
});
