import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const csrfMismatch = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(419);
  expect(ErrorBody.parse(res.json()).message).toBe(
    'CSRF-токен не совпадает. Обновите страницу и повторите.',
  );
};

describe('CSRF protection', () => {
  it('sets a script-readable, SameSite=Lax XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.httpOnly).toBeUndefined();
    expect(cookie.path).toBe('/');
  });

  it('refuses unsafe calls without the header, before looking at credentials', async () => {
    const user = await t.user('client');
    csrfMismatch(
      await t
        .session()
        .post(
          '/api/sanctum/token',
          { login: user.login, password: user.password },
          { csrf: false },
        ),
    );
    // Not signed in and no header: 419 comes first, not 401.
    csrfMismatch(await t.session().post('/api/users/password-change', {}, { csrf: false }));
  });

  it('renews the pair at sign-in and at sign-out, as Laravel renews its token', async () => {
    const user = await t.user('client');
    const session = t.session();
    const before = await session.fetchCsrf();
    const renewed = (res: { cookies: Array<{ name: string; value: string }> }) =>
      res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    const signIn = await session.login(user.login, user.password);
    expect(signIn.statusCode).toBe(200);
    const atSignIn = renewed(signIn);
    expect(atSignIn).toBeDefined();
    expect(atSignIn).not.toBe(before);
    const byEmail = await t.session().post('/api/sanctum/email', {
      email: user.email,
      password: user.password,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(renewed(byEmail)).toBeDefined();
    for (const [method, url] of [
      ['POST', '/api/auth/logout'],
      ['GET', '/api/logout'],
    ] as const) {
      const signedIn = t.session();
      await signedIn.login(user.login, user.password);
      const out = await signedIn.call(method, url);
      expect(out.statusCode, url).toBe(200);
      expect(renewed(out), url).toBeDefined();
    }
  });

  it('refuses a header that does not echo the cookie', async () => {
    const session = t.session();
    const [a, b] = [await session.fetchCsrf(), await t.session().fetchCsrf()];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-xsrf-token': a, 'content-type': 'application/json' },
      cookies: { 'XSRF-TOKEN': b },
      payload: '{}',
    });
    csrfMismatch(res);
  });

  it('refuses a matching pair that this server did not mint', async () => {
    const forged = 'bm9uY2U.c2lnbmF0dXJl';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-xsrf-token': forged, 'content-type': 'application/json' },
      cookies: { 'XSRF-TOKEN': forged },
      payload: '{}',
    });
    csrfMismatch(res);
  });

  it('accepts the URL-encoded header that some clients send', async () => {
    const user = await t.user('client');
    const token = await t.session().fetchCsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      headers: { 'x-xsrf-token': encodeURIComponent(token), 'content-type': 'application/json' },
      cookies: { 'XSRF-TOKEN': token },
      payload: JSON.stringify({ login: user.login, password: user.password }),
    });
    expect(res.statusCode).toBe(200);
  });

  describe('a session token sent only as a bearer (as Sanctum)', () => {
    const call = (url: string, headers: Record<string, string>, cookies = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        cookies,
        payload: '{}',
      });

    it('needs no pair when no session cookie comes with it', async () => {
      const user = await t.user('client');
      const session = t.session();
      await session.login(user.login, user.password);
      const bearer = { authorization: `Bearer ${session.token}` };
      // Past the guard: the body's own rules answer.
      const change = await call('/api/users/password-change', bearer);
      expect(change.statusCode).toBe(422);
      expect(Object.keys(ErrorBody.parse(change.json()).errors)).toContain('currentPassword');
      expect((await call('/api/auth/logout', bearer)).statusCode).toBe(200);
      // Logged out: the dead token is refused as unauthenticated, not as a CSRF mismatch.
      expect((await call('/api/auth/logout', bearer)).statusCode).toBe(401);
    });

    it('still needs the pair when the browser’s session cookie comes along', async () => {
      const user = await t.user('client');
      const session = t.session();
      await session.login(user.login, user.password);
      const bearer = { authorization: `Bearer ${session.token}` };
      csrfMismatch(await call('/api/auth/logout', bearer, { token: session.token }));
      csrfMismatch(await call('/api/auth/logout', bearer, { token: 'anything' }));
      // The cookie alone authenticates nothing, and asks the pair first.
      csrfMismatch(await call('/api/auth/logout', {}, { token: session.token }));
      // A public route asks the pair whatever bearer comes along.
      csrfMismatch(
        await t.app.inject({
          method: 'POST',
          url: '/api/sanctum/token',
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: JSON.stringify({ login: user.login, password: user.password }),
        }),
      );
      // The token still lives: none of these reached a handler.
      expect((await session.get('/api/user')).statusCode).toBe(200);
    });
  });

  it('says it in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe('CSRF token mismatch.');
  });

  it('does not apply to safe methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
