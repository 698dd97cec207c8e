import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Send the X-XSRF-TOKEN header (default true for unsafe methods). */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** Raw payload instead of JSON (sent as JSON unless `headers` name another type). */
  raw?: string;
}

/**
 * A browser-like client of the API: it fetches the CSRF cookie before unsafe calls, echoes it,
 * and sends its bearer token, as the cabinet's client does.
 */
export class Session {
  token: string | undefined;
  language: string | undefined;
  /** The client's network address as the server sees it (inject's default is 127.0.0.1). */
  remoteAddress: string | undefined;
  private csrf: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async fetchCsrf(): Promise<string> {
    const res = await this.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.csrf = cookie.value;
    return cookie.value;
  }

  async call(
    method: Method,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = method !== 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.language) headers['accept-language'] = this.language;
    const cookies: Record<string, string> = {};
    if (unsafe && options.csrf !== false) {
      const csrf = this.csrf ?? (await this.fetchCsrf());
      headers['x-xsrf-token'] = csrf;
      cookies['XSRF-TOKEN'] = csrf;
    }
    if (body !== undefined || options.raw !== undefined)
      headers['content-type'] ??= 'application/json';
    return this.app.inject({
      method,
      url,
      headers,
      cookies,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      payload: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', url, body ?? {}, options);
  }

  async login(login: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.post('/api/sanctum/token', { login, password });
    if (res.statusCode === 200) this.token = res.json<{ token: string }>().token;
    return res;
  }
}
