/**
 * The cabinet's client protocol over real HTTP (fetch): the CSRF cookie echoed on unsafe calls,
 * the bearer token after login, the reader's language.
 */
export class HttpSession {
  token: string | undefined;
  private csrf: string | undefined;

  constructor(
    readonly base: string,
    readonly language?: string,
  ) {}

  private async fetchCsrf(): Promise<string> {
    const res = await fetch(`${this.base}/api/sanctum/csrf-cookie`);
    await res.arrayBuffer();
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.csrf = decodeURIComponent(cookie[1]!);
    return this.csrf;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.language) headers['accept-language'] = this.language;
    if (method !== 'GET') {
      const csrf = this.csrf ?? (await this.fetchCsrf());
      headers['x-xsrf-token'] = csrf;
      headers.cookie = `XSRF-TOKEN=${encodeURIComponent(csrf)}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }

  async login(login: string, password: string): Promise<this> {
    const res = await this.post('/api/sanctum/token', { login, password });
    const body = (await res.json()) as { token?: string };
    if (res.status !== 200 || !body.token)
      throw new Error(`login of ${login} failed: ${res.status} ${JSON.stringify(body)}`);
    this.token = body.token;
    return this;
  }
}
