import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL: 'https://cabinet.example.kz',
    CORS_ORIGINS: 'https://partner.example.kz',
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '3',
    REALTIME_MAX_MESSAGES_PER_SECOND: '5',
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = address.replace('http', 'ws') + '/app/cabinet';
});
afterAll(() => t.close());

type Handshake = { socket: WebSocket; status?: undefined } | { status: number; socket?: undefined };

/** Opens a socket, or tells the HTTP status the handshake was refused with. */
function connect(origin?: string): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ status: response.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** The log's lines about refused or ended realtime connections since `from`. */
const refusals = (from: number) =>
  t
    .log()
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('"msg":"websocket refused"'));

describe('realtime channel’s limits', () => {
  it('refuses a handshake from a foreign origin, in one log line', async () => {
    const from = t.log().length;
    expect((await connect('https://evil.example.com')).status).toBe(403);
    expect((await connect('null')).status).toBe(403);
    const lines = refusals(from);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      reason: 'origin',
      origin: 'https://evil.example.com',
      address: '127.0.0.1',
    });
  });

  it.each([
    ['the public address', 'https://cabinet.example.kz'],
    ['an allowed CORS origin', 'https://partner.example.kz'],
    ['no origin at all (a client that is not a browser)', undefined],
    ['the address the page came from (same origin, whatever PUBLIC_URL says)', 'same'],
  ])('accepts %s', async (_name, given) => {
    const origin = given === 'same' ? new URL(url).origin.replace('ws:', 'http:') : given;
    const { socket } = await connect(origin);
    expect(socket?.readyState).toBe(WebSocket.OPEN);
    socket?.close();
    if (socket) await closed(socket);
  });

  it('caps the connections of one address; a closed one frees its place', async () => {
    const from = t.log().length;
    const open = await Promise.all([connect(), connect(), connect()]);
    expect(open.every((h) => h.socket)).toBe(true);
    expect((await connect()).status).toBe(429);
    expect(JSON.parse(refusals(from)[0]!)).toMatchObject({
      reason: 'connections',
      address: '127.0.0.1',
    });
    const first = open[0]!.socket!;
    first.close();
    await closed(first);
    const again = await connect();
    expect(again.socket).toBeDefined();
    for (const h of [...open.slice(1), again]) h.socket!.close();
    await Promise.all([...open.slice(1), again].map((h) => closed(h.socket!)));
  });

  it('closes a connection that sends too many messages a second (1008)', async () => {
    const from = t.log().length;
    const { socket } = await connect();
    const code = closed(socket!);
    for (let i = 0; i < 20; i++)
      socket!.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'public' } }));
    expect(await code).toBe(1008);
    expect(JSON.parse(refusals(from)[0]!)).toMatchObject({ reason: 'messages' });
  });

  it('closes on an oversize frame (1009) and logs one line, no stack', async () => {
    const from = t.log().length;
    const { socket } = await connect();
    const code = closed(socket!);
    socket!.send('x'.repeat(10_000));
    expect(await code).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = t
      .log()
      .slice(from)
      .trim()
      .split('\n')
      // This connection's lines only: work the start left in the background (the register's
      // partition upkeep) may log meanwhile, with no request's id.
      .filter((line) => line.includes('"reqId"') && !line.includes('"msg":"incoming request"'));
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'websocket refused',
      reason: 'frame',
      address: '127.0.0.1',
    });
    expect(lines[0]).not.toContain('stack');
  });
});
