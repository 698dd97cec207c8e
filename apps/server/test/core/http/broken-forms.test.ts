import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { apiRoutes, fillPath, routeName, type ApiRoute } from '../../helpers/api-routes.js';
import { keep, shapeProblem } from '../../helpers/answer-checks.js';
import { buildWorld, type World } from '../../helpers/security-world.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Forms a browser never sends but a script or a broken proxy may: one of each on every route. */
const BROKEN_FORMS: Array<{ name: string; type: string; raw: string }> = [
  { name: 'multipart without a boundary', type: 'multipart/form-data', raw: 'login=a&password=b' },
  {
    name: 'multipart with an empty boundary',
    type: 'multipart/form-data; boundary=',
    raw: '--\r\n',
  },
  {
    name: 'multipart with a boundary longer than 70 characters',
    type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    raw: `--${'b'.repeat(300)}--\r\n`,
  },
  {
    name: 'multipart cut off mid-part',
    type: 'multipart/form-data; boundary=cut',
    raw: '--cut\r\nContent-Disposition: form-data; name="login"\r\n\r\nadmin',
  },
  {
    name: 'multipart with another boundary than its header names',
    type: 'multipart/form-data; boundary=named',
    raw: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
  },
  {
    name: 'multipart with a part without a name',
    type: 'multipart/form-data; boundary=b',
    raw: '--b\r\nContent-Type: text/plain\r\n\r\n1\r\n--b--\r\n',
  },
  {
    name: 'url-encoded garbage',
    type: 'application/x-www-form-urlencoded',
    raw: '%%%&&==&a[b][c][d][e][f]=1&__proto__[x]=1&constructor[prototype][y]=2&%E0%A4%A=&a[]=1&a[x]=2&\u0000=\uFFFF',
  },
];

let t: TestApp;
let world: World;
let routes: ApiRoute[];
let csrf: string;
let token: string | undefined;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
  routes = apiRoutes(t.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
  const cookie = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
  csrf = cookie.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
}, 60_000);
afterAll(() => t?.close());

async function sendAs(route: ApiRoute, form: (typeof BROKEN_FORMS)[number], bearer: string) {
  const url = fillPath(route.url, Object.fromEntries(route.pathParams.map((name) => [name, 1])));
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: {
      authorization: `Bearer ${bearer}`,
      'x-xsrf-token': csrf,
      'content-type': form.type,
      'accept-language': 'en',
    },
    cookies: { 'XSRF-TOKEN': csrf },
    payload: form.raw,
  });
  return keep(`${routeName(route)} with ${form.name}`, url, res);
}

/** As the administrator; a case that ended the token (sign-out) gets a new one. */
async function send(route: ApiRoute, form: (typeof BROKEN_FORMS)[number]) {
  token ??= await world.tokens.issue(world.admin.id, 'broken-forms');
  const answer = await sendAs(route, form, token);
  if (answer.status !== 401 && answer.status !== 503) return answer;
  token = await world.tokens.issue(world.admin.id, 'broken-forms');
  return sendAs(route, form, token);
}

describe('broken forms on every route that takes a body', () => {
  it.each(BROKEN_FORMS.map((form) => [form.name, form] as const))(
    '%s: never a 500, a refusal in the error shape',
    async (_name, form) => {
      expect(routes.length).toBeGreaterThan(50);
      const problems: string[] = [];
      for (const route of routes) {
        const answer = await send(route, form);
        if (answer.status >= 500) problems.push(`${answer.label}: ${answer.status} ${answer.body}`);
        const shape = shapeProblem(answer);
        if (shape) problems.push(shape);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.each([
    ['en', 'The multipart form names no boundary between its parts.'],
    ['ru', 'В multipart-форме не указана граница между частями (boundary).'],
    ['kk', 'Multipart-пішінде бөліктер арасындағы шекара (boundary) көрсетілмеген.'],
  ])(
    'a multipart form without a boundary is refused with 415 and says why (%s)',
    async (language, text) => {
      const session = t.session();
      session.language = language;
      const res = await session.call('POST', '/api/sanctum/token', undefined, {
        raw: 'login=a&password=b',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(res.statusCode, res.body).toBe(415);
      expect(ErrorBody.parse(res.json()).message).toBe(text);
    },
  );

  it('a multipart form cut off mid-part is malformed (422), not a server error', async () => {
    const cutOff = BROKEN_FORMS.find((form) => form.name === 'multipart cut off mid-part')!;
    const res = await t.session().call('POST', '/api/sanctum/token', undefined, {
      raw: cutOff.raw,
      headers: { 'content-type': cutOff.type },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(ErrorBody.parse(res.json()).success).toBe(false);
  });
});
