import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REJECTIONS_PER_PAGE, RejectionsPage } from '@cabinet/contract';
import { loadConfig } from '../../../src/core/config.js';
import { openMigratedDatabase } from '../../../src/core/db/open.js';
import { HttpSession } from '../../helpers/http-session.js';
import {
  PROCESS_PASSWORD,
  prepareProcessFixture,
  type ProcessFixture,
} from '../../helpers/process-fixture.js';
import { startCabinet, type CabinetProcess } from '../../helpers/cabinet-process.js';

/*
 * Issue 39: one sender's refused records, the worst a CSV can meet (every character a quote),
 * exported whole while the server answers others. The server runs as its own process with the
 * default limits, and /api/health is asked every few milliseconds from this one: a stall of the
 * server's event loop shows as a slow answer here.
 */

const EXCERPT = 2_000;
const LIST_CSV_MAX_BYTES = 64 * 1024 ** 2;
/** A maximal row: a record excerpt and errors of quotes only, 6 kB and more in the CSV. */
const RECORD = '"'.repeat(EXCERPT);
const ERRORS = JSON.stringify({ q: ['"'.repeat(EXCERPT / 2 - 20)] });
/** More rows than the byte limit lets the CSV hold. */
const ROWS = 11_500;
const HEALTH_MS = 100;
/**
 * The slowest answer allowed: this machine's cores are shared with other test runs (a load of
 * ten processes a core is common), so a few answers wait for a core whatever the server does. A
 * stall of the server's own (seconds, before issue 39) is far above it.
 */
const SCHEDULING_MS = 1_000;
/**
 * The server's heap limit in this test, as in a small container. With a roomy heap V8 may leave
 * 100 MB of garbage for later, and the resident memory measured here said more about when it
 * collected than about what the export holds (a CI run saw 132 MB).
 */
const HEAP_MB = 192;

let fixture: ProcessFixture | undefined;
let server: CabinetProcess | undefined;
let admin: HttpSession;
let senderId: number;

beforeAll(async () => {
  fixture = await prepareProcessFixture([
    { login: 'admin', group: 'Admin' },
    { login: 'sender', group: 'Integrator', roles: ['ProviderIntegrator'] },
  ]);
  senderId = fixture.ids.sender!;
  const { db } = await openMigratedDatabase(loadConfig(fixture.env));
  try {
    for (let start = 0; start < ROWS; start += 500)
      await db
        .insertInto('ingest_rejections')
        .values(
          Array.from({ length: Math.min(500, ROWS - start) }, (_, n) => ({
            at: new Date(Date.now() - (start + n) * 1000).toISOString(),
            day: new Date().toISOString().slice(0, 10),
            user_id: senderId,
            partner_id: null,
            record_index: n,
            request_id: `q-${start + n}`,
            reason: 'invalidRecord',
            errors: ERRORS,
            record: RECORD,
            record_cut: 1,
          })),
        )
        .execute();
  } finally {
    await db.destroy();
  }
  server = await startCabinet({
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
    ...fixture.env,
  });
  admin = await new HttpSession(server.url).login('admin', PROCESS_PASSWORD);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await fixture?.storage.drop();
});

/** The server's resident memory, in bytes. */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * Runs `work` while /api/health is asked one after another, each timed from this process, and
 * the server's memory sampled: the slowest answer, and the most memory the server held.
 */
async function whileHealthIsAsked(work: () => Promise<void>) {
  let done = false;
  const latencies: number[] = [];
  let peak = 0;
  const ask = async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${server!.url}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      peak = Math.max(peak, residentBytes(server!.pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const asking = ask();
  const started = performance.now();
  try {
    await work();
  } finally {
    done = true;
    await asking;
  }
  latencies.sort((a, b) => a - b);
  return {
    ms: performance.now() - started,
    slowest: latencies[latencies.length - 1]!,
    p95: latencies[Math.floor(latencies.length * 0.95)]!,
    top: latencies.slice(-5).map(Math.round),
    asked: latencies.length,
    peak,
  };
}

describe('exporting the largest CSV of quote-filled refused records', () => {
  it(`keeps /api/health within ${HEALTH_MS} ms, memory flat, and ends at LIST_CSV_MAX_BYTES`, async () => {
    const before = residentBytes(server!.pid);
    let bytes = 0;
    let lines = 0;
    let status = 0;
    const run = await whileHealthIsAsked(async () => {
      const res = await admin.get(`/api/usage/rejections/export?senderId=${senderId}`);
      status = res.status;
      // Read as it comes, kept nowhere; counted without a loop a byte (this process measures).
      const reader = res.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const chunk = Buffer.from(read.value.buffer, read.value.byteOffset, read.value.length);
        bytes += chunk.length;
        for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
      }
    });
    expect(status).toBe(200);
    expect(bytes).toBeLessThanOrEqual(LIST_CSV_MAX_BYTES);
    expect(bytes).toBeGreaterThan(LIST_CSV_MAX_BYTES - 10_000);
    expect(lines).toBeGreaterThan(10_000);
    expect(lines).toBeLessThan(ROWS);
    expect(run.asked, JSON.stringify(run)).toBeGreaterThan(20);
    expect(run.p95, JSON.stringify(run)).toBeLessThan(HEALTH_MS);
    expect(run.slowest, JSON.stringify(run)).toBeLessThan(SCHEDULING_MS);
    expect(run.ms).toBeLessThan(120_000);
    // The server holds a chunk of the file, not the file (RSS also counts garbage not yet
    // collected: before issue 39, the file, its rows and its copy to send, three times as much).
    expect(run.peak - before, JSON.stringify({ before, ...run })).toBeLessThan(96 * 1024 ** 2);
  }, 180_000);

  it(`answers the list's largest page (rowsPerPage=0) with /api/health within ${HEALTH_MS} ms`, async () => {
    let size = 0;
    const run = await whileHealthIsAsked(async () => {
      for (let round = 0; round < 60; round += 1) {
        const res = await admin.get(`/api/usage/rejections?senderId=${senderId}&rowsPerPage=0`);
        expect(res.status).toBe(200);
        const body = await res.text();
        size = Math.max(size, body.length);
        const page = RejectionsPage.parse(JSON.parse(body));
        expect(page.meta).toMatchObject({ total: ROWS, rowsPerPage: MAX_REJECTIONS_PER_PAGE });
        expect(page.data).toHaveLength(MAX_REJECTIONS_PER_PAGE);
        expect(page.data[0]).toMatchObject({ record: RECORD, recordCut: true });
        // As people page: one page after another, not all at once.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    // A page of the largest rows stays within half a megabyte.
    expect(size).toBeLessThan(512 * 1024);
    expect(run.asked).toBeGreaterThan(40);
    expect(run.p95, JSON.stringify({ size, ...run })).toBeLessThan(HEALTH_MS);
    expect(run.slowest, JSON.stringify({ size, ...run })).toBeLessThan(SCHEDULING_MS);
  }, 120_000);
});
