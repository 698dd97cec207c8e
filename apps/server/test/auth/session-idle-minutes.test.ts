import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse, TokenResponse } from '@cabinet/contract';
import { MINUTE } from '../../src/core/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TOKEN_IDLE_MINUTES: '2' });
});
afterAll(() => t.close());

describe('the session idle limit, told to the client', () => {
  it('the sign-in answer and GET /api/user carry TOKEN_IDLE_MINUTES, which is the real limit', async () => {
    const user = await t.user('Partner');
    const session = t.session();
    const login = TokenResponse.parse((await session.login(user.login, user.password)).json());
    expect(login.data.sessionIdleMinutes).toBe(2);
    const current = CurrentUserResponse.parse((await session.get('/api/user')).json());
    expect(current.data.sessionIdleMinutes).toBe(2);

    t.clock.advance(2 * MINUTE);
    expect((await session.get('/api/user')).statusCode).toBe(401);
  });

  it('the OpenAPI document describes the field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(JSON.stringify(doc)).toContain('"sessionIdleMinutes"');
  });
});
