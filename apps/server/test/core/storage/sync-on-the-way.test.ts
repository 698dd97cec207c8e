import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncOnTheWay } from '../../../src/core/storage/sync-on-the-way.js';
import { FileStore } from '../../../src/core/storage/file-store.js';

const MB = 1024 * 1024;
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-sync-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `parts` megabytes, one a time, resting between them as a slow export would. */
async function writeSlowly(stream: fs.WriteStream, parts: number): Promise<void> {
  for (let part = 0; part < parts; part += 1) {
    if (!stream.write(Buffer.alloc(MB, part))) await once(stream, 'drain');
    await sleep(250);
  }
  stream.end();
  await once(stream, 'close');
}

describe('a file flushed to disk on its way', () => {
  it('is flushed each time `every` more bytes are written, before it is finished', async () => {
    const file = path.join(dir, 'big.partial');
    const stream = fs.createWriteStream(file);
    const syncing = new SyncOnTheWay(file, stream, 2 * MB);
    const flushedOnTheWay: number[] = [];
    const watch = setInterval(() => flushedOnTheWay.push(syncing.flushed), 100);
    await writeSlowly(stream, 6);
    clearInterval(watch);
    await syncing.finish();
    // Flushed at least twice while writing: only the last part is left for the final fsync.
    expect(new Set(flushedOnTheWay.filter((bytes) => bytes > 0)).size).toBeGreaterThanOrEqual(2);
    expect(syncing.flushed).toBeGreaterThanOrEqual(4 * MB);
  });

  it('a small file is not flushed before its end', async () => {
    const file = path.join(dir, 'small.partial');
    const stream = fs.createWriteStream(file);
    const syncing = new SyncOnTheWay(file, stream, 2 * MB);
    await writeSlowly(stream, 1);
    await syncing.finish();
    expect(syncing.flushed).toBe(0);
  });

  it('the store still makes the whole file visible on commit and nothing on abort', async () => {
    const store = new FileStore(dir);
    const kept = FileStore.newKey('exports', 'csv');
    const made = store.begin(kept);
    made.stream.end(Buffer.alloc(3 * MB, 7));
    expect(await made.commit()).toBe(3 * MB);
    expect(await store.exists(kept)).toBe(true);

    const dropped = FileStore.newKey('exports', 'csv');
    const failed = store.begin(dropped);
    failed.stream.write(Buffer.alloc(MB));
    await failed.abort();
    expect(await store.exists(dropped)).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'exports'))).toEqual([path.basename(kept)]);
  });
});
