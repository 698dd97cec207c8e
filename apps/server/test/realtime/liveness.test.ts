import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp({ REALTIME_PING_SECONDS: '1' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

/** A client that completed the handshake, then reads nothing and answers no ping. */
async function frozenClient() {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.write(
    'GET /app/cabinet?protocol=7 HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  await new Promise((resolve) => socket.once('data', resolve));
  socket.pause();
  return socket;
}

describe('realtime liveness', () => {
  it('cuts a client that answers no ping, and keeps one that does', async () => {
    const live = new WebSocket(`${base.replace('http', 'ws')}/app/cabinet`);
    await new Promise((resolve, reject) => live.once('open', resolve).once('error', reject));
    const frozen = await frozenClient();
    expect(t.app.websocketServer.clients.size).toBe(2);
    const from = t.log().length;

    await expect
      .poll(() => t.app.websocketServer.clients.size, { timeout: 8000, interval: 100 })
      .toBe(1);
    expect(live.readyState).toBe(WebSocket.OPEN);
    expect(t.log().slice(from)).toContain('websocket cut: no answer to a ping');
    // Still there a few pings later.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(live.readyState).toBe(WebSocket.OPEN);
    live.close();
    frozen.destroy();
  }, 20_000);
});
