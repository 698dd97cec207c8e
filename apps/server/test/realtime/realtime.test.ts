import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ REALTIME_ALIVE_SECONDS: '1' });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = address.replace('http', 'ws') + '/ws';
});
afterAll(() => t.close());

function nextMessage(
  socket: WebSocket,
  match: (m: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message in time')), 5000);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Record<string, unknown>;
      if (match(message)) {
        clearTimeout(timer);
        resolve(message);
      }
    });
  });
}

describe('realtime channel', () => {
  it('announces SendAliveEvent on the public channel to subscribers', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    const subscribed = nextMessage(socket, (m) => m.event === 'subscribed');
    socket.send(JSON.stringify({ event: 'subscribe', channel: 'public' }));
    expect(await subscribed).toMatchObject({ channel: 'public' });
    const alive = await nextMessage(socket, (m) => m.event === 'SendAliveEvent');
    expect(alive).toMatchObject({ channel: 'public', data: { version: '0.1.0' } });
    expect(Date.parse((alive.data as { time: string }).time)).not.toBeNaN();
    socket.close();
  });

  it('answers nonsense and unknown channels with an error frame, and stays open', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    const first = nextMessage(socket, (m) => m.event === 'error');
    socket.send('not json');
    expect(await first).toMatchObject({ event: 'error' });
    const second = nextMessage(socket, (m) => m.event === 'error');
    socket.send(JSON.stringify({ event: 'subscribe', channel: 'private-admin' }));
    expect((await second).data).toMatchObject({ message: 'unknown channel private-admin' });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
