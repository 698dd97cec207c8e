import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect } from 'vitest';
import type { Session } from './session.js';
import type { TestApp } from './test-app.js';

let serial = 0;

/**
 * Uses up a new one-request package of `holderId` by ingesting one record as staff: the cabinet
 * announces `package.exhausted` for the holder's partner.
 */
export async function exhaustPackage(
  t: TestApp,
  staff: Session,
  holderId: number,
  service: { id: number; code: string },
): Promise<void> {
  serial += 1;
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('tariff_packages')
    .values({
      user_id: holderId,
      service_id: service.id,
      quota: 1,
      price_minor: 100,
      currency: 'KZT',
      valid_from: `${now.slice(0, 8)}01`,
      valid_to: '2027-12-31',
      closed_at: null,
      created_at: now,
    })
    .execute();
  const res = await staff.post('/api/usage/requests', {
    records: [
      {
        requestId: `${service.code}-${serial}`,
        userId: holderId,
        serviceCode: service.code,
        time: now,
        status: 'success',
        httpStatus: 200,
        durationMs: 5,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().accepted).toBe(1);
}

/**
 * A local receiver whose paths answer at once with a status, or hold every request unanswered
 * (a slow host) until `release`; it counts the requests in flight per path.
 */
export class HoldingReceiver {
  readonly arrived: Array<{ path: string; at: number }> = [];
  readonly inFlight = new Map<string, number>();
  readonly mostInFlight = new Map<string, number>();
  readonly answers = new Map<string, number | 'hold'>();
  private readonly sockets = new Set<Socket>();
  private readonly server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    request.resume();
    request.on('end', () => {
      this.arrived.push({ path, at: Date.now() });
      const answer = this.answers.get(path) ?? 200;
      if (answer !== 'hold') {
        response.statusCode = answer;
        response.end();
        return;
      }
      const now = (this.inFlight.get(path) ?? 0) + 1;
      this.inFlight.set(path, now);
      this.mostInFlight.set(path, Math.max(now, this.mostInFlight.get(path) ?? 0));
      response.on('close', () => this.inFlight.set(path, (this.inFlight.get(path) ?? 1) - 1));
    });
  });

  async start() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path: string) {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  at(path: string) {
    return this.arrived.filter((entry) => entry.path === path);
  }

  close() {
    for (const socket of this.sockets) socket.destroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits (real time) until `check` gives something, while jobs and sweeps run. */
export async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
