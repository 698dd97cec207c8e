import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { startCabinet, type CabinetProcess } from '../helpers/cabinet-process.js';

const SHUTDOWN_TIMEOUT_SECONDS = 12;
const CLOSE_GRACE_SECONDS = 1;
/** Seconds when the machine is idle; the room is for a CI run sharing two cores with others. */
const START_MS = 120_000;

let storage: TestDatabase;
let server: CabinetProcess | undefined;

beforeAll(async () => {
  storage = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await storage.drop();
});

/**
 * A WebSocket client that completed the handshake and then reads nothing: a frozen tab, a phone
 * that lost its network. It answers neither a ping nor the server's close.
 */
async function frozenClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.write(
    'GET /app/cabinet?protocol=7 HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  await new Promise<void>((resolve) =>
    socket.once('data', (chunk) => {
      expect(String(chunk)).toMatch(/^HTTP\/1\.1 101/);
      resolve();
    }),
  );
  socket.pause();
  return socket;
}

/** The code of the close frame among a server's frames (unmasked, each shorter than 64 KiB). */
function closeCodeIn(frames: Buffer): number | undefined {
  for (let at = 0; at + 2 <= frames.length;) {
    const opcode = frames[at]! & 0x0f;
    let length = frames[at + 1]! & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = frames.readUInt16BE(at + 2);
      start += 2;
    }
    if (opcode === 0x8) return frames.readUInt16BE(start);
    at = start + length;
  }
  return undefined;
}

describe('SIGTERM with a realtime client that stopped answering', () => {
  it(
    'cuts the frozen socket after a short grace and exits 0, well before the shutdown deadline',
    async () => {
      server = await startCabinet(
        {
          DATA_DIR: storage.dataDir,
          ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
          APP_SECRET: 'realtime-shutdown-secret-realtime!!',
          SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
          REALTIME_CLOSE_GRACE_SECONDS: String(CLOSE_GRACE_SECONDS),
        },
        START_MS,
      );
      const frozen = await frozenClient(server.url);
      const started = performance.now();
      const code = await server.stop('SIGTERM');
      const seconds = (performance.now() - started) / 1000;
      expect(code, server.output()).toBe(0);
      expect(seconds).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS / 2);
      // It was told first, as every client is: a close frame with 1012 (service restart).
      const heard = await new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        frozen.on('data', (chunk: Buffer) => chunks.push(chunk));
        frozen.once('close', () => resolve(Buffer.concat(chunks)));
        frozen.resume();
      });
      expect(closeCodeIn(heard)).toBe(1012);
    },
    START_MS + 60_000,
  );
});
