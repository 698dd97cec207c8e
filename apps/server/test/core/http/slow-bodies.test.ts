import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const BODY_TIMEOUT_SECONDS = 4;
const LINGER_SECONDS = 1;
/** Room for a machine shared with other test runs; a linger ends well before the body timeout. */
const MARGIN_MS = 2500;

let t: TestApp;
let port: number;
let base: string;
let csrf: string;

beforeAll(async () => {
  t = await startTestApp({
    BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
    BODY_LINGER_SECONDS: String(LINGER_SECONDS),
  });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
  csrf = await t.session().fetchCsrf();
});
afterAll(() => t.close());

/** A connection as a hostile or broken client holds it: raw bytes, everything it hears kept. */
function connect({ sendsAfterAnswer = false } = {}) {
  // Half-open: the client keeps sending after the server has finished its answer (an upload).
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: sendsAfterAnswer });
  const opened = performance.now();
  let heard = '';
  socket.on('data', (chunk) => (heard += String(chunk)));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - opened)),
  );
  return { socket, heard: () => heard, closed };
}

const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

/** Resolves with what `closed` gave, or 'open' if the socket is still open after `ms`. */
const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** The answer's status line, headers and body, from what a raw connection heard. */
function answerOf(heard: string) {
  const [top = '', body = ''] = heard.split('\r\n\r\n');
  const [statusLine = '', ...lines] = top.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('a body that stalls', () => {
  it('is cut off by the body timeout with a 408, while /api/health keeps answering', async () => {
    const { socket, heard, closed } = connect();
    socket.write(
      head('/api/sanctum/token', {
        'content-type': 'application/json',
        'content-length': 1000,
        cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
        'x-xsrf-token': csrf,
      }) + '{"login":"a',
    );
    for (let i = 0; i < 3; i += 1) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
    }
    const after = await closedWithin(closed, BODY_TIMEOUT_SECONDS * 1000 + MARGIN_MS);
    socket.destroy();
    expect(after).not.toBe('open');
    const answer = answerOf(heard());
    expect(answer.status).toBe(408);
    expect(ErrorBody.parse(JSON.parse(answer.body)).message).toBe(
      'Запрос передавался слишком долго: соединение закрыто.',
    );
  });
});

describe('an early refusal', () => {
  it('a Content-Length past the limit is answered 413; the rest of the body is read, not reset, until the client is done', async () => {
    const { socket, heard, closed } = connect({ sendsAfterAnswer: true });
    let reset = false;
    socket.on('error', () => (reset = true));
    socket.write(
      head('/api/sanctum/token', {
        'content-type': 'application/json',
        'content-length': 50 * 1024 * 1024,
        cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
        'x-xsrf-token': csrf,
      }),
    );
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const timer = setInterval(() => socket.write(chunk), 10);
    await expect.poll(() => answerOf(heard()).status, { timeout: 5000 }).toBe(413);
    // A client that does not look at the answer before its upload is done (curl, a browser).
    await new Promise((resolve) => setTimeout(resolve, 400));
    clearInterval(timer);
    expect(reset, 'the connection was reset while the client was still sending').toBe(false);
    socket.end();
    expect(await closedWithin(closed, LINGER_SECONDS * 1000 + MARGIN_MS)).not.toBe('open');
    const answer = answerOf(heard());
    expect(answer.headers.connection).toBe('close');
    expect(ErrorBody.parse(JSON.parse(answer.body)).success).toBe(false);
  });

  it('a 419 on a large upload is answered, then the connection closed after a bounded linger, not read forever', async () => {
    const { socket, heard, closed } = connect({ sendsAfterAnswer: true });
    socket.write(
      head('/api/sanctum/token', {
        'content-type': 'application/json',
        'content-length': 100 * 1024,
      }),
    );
    // A client still sending (slowly, within the body timeout) when the refusal comes.
    const timer = setInterval(() => socket.write(Buffer.alloc(1024, 'x')), 50);
    const after = await closedWithin(closed, LINGER_SECONDS * 1000 + MARGIN_MS);
    clearInterval(timer);
    socket.destroy();
    expect(after).not.toBe('open');
    const answer = answerOf(heard());
    expect(answer.status).toBe(419);
    expect(answer.headers.connection).toBe('close');
  });

  it('fetch with a large body shows the 413, not a connection reset', async () => {
    const res = await fetch(`${base}/api/sanctum/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
        'x-xsrf-token': csrf,
      },
      body: Buffer.alloc(8 * 1024 * 1024, 'x'),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).success).toBe(false);
  });
});
