import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://partner-portal.example.kz' });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('come on every answer, success or error', async () => {
    for (const url of ['/api/health', '/api/user', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('CORS answers only the allowed origins', async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner-portal.example.kz' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'https://partner-portal.example.kz',
    );
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('CORS is closed when no origin is configured', async () => {
    const closed = await startTestApp();
    try {
      const res = await closed.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://partner-portal.example.kz' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await closed.close();
    }
  });

  it('error answers carry a request id and never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('server errors', () => {
  it('answer a generic message, with the details only in the log', async () => {
    const broken = await startTestApp({}, (app) =>
      app.get('/api/test-broken', { config: { access: 'public' } }, async () => {
        throw new Error('secret internal detail');
      }),
    );
    try {
      const res = await broken.app.inject({
        method: 'GET',
        url: '/api/test-broken',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Server error. Please try again later.',
        errors: {},
      });
      expect(res.body).not.toContain('secret internal detail');
      expect(broken.log()).toContain('secret internal detail');
    } finally {
      await broken.close();
    }
  });
});
