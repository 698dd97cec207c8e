import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline as pipelineTo } from 'node:stream/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { SyncOnTheWay } from './sync-on-the-way.js';
import { WrittenMemory } from './written-memory.js';

/** Read a stored file this much at a time: a quarter of the syscalls and pieces of the default. */
const READ_BYTES = 256 * 1024;

/** Keys are made by the cabinet (`folder/uuid.ext`), never taken from a request. */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** A folder that takes no writes: full (the first two), read-only, refused, failing. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO']);

/** Whether an error is the storage's (no room, no writes), not the work's: `full`, `unwritable`. */
export function storageFailure(error: unknown): 'full' | 'unwritable' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  return FULL.has(code) ? 'full' : UNWRITABLE.has(code) ? 'unwritable' : undefined;
}

/** A file being written: invisible under its key until `commit`, gone after `abort`. */
export interface PendingFile {
  readonly stream: fs.WriteStream;
  /** Flushes it to disk and makes it visible; answers its size. */
  commit(): Promise<number>;
  abort(): Promise<void>;
}

/**
 * The cabinet's files (documents, exports) in a folder. A file appears only once complete (written
 * beside and renamed), so a crash or a full disk never leaves a partial file under a real key.
 */
export class FileStore {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  static newKey(folder: string, extension: string): string {
    return `${folder}/${crypto.randomUUID()}.${extension}`;
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a file store key: ${key}`);
    return path.join(this.root, key);
  }

  begin(key: string): PendingFile {
    const final = this.pathOf(key);
    makeFolder(path.dirname(final));
    const partial = `${final}.partial`;
    const stream = fs.createWriteStream(partial);
    const syncing = new SyncOnTheWay(partial, stream);
    const closed = new Promise<void>((resolve, reject) => {
      stream.once('close', resolve);
      stream.once('error', reject);
    });
    // The writer hears the error through the stream; until commit or abort awaits `closed`, an
    // unheard rejection (a read-only or full disk failing the open) would end the whole process.
    closed.catch(() => undefined);
    return {
      stream,
      commit: async () => {
        if (!stream.writableEnded) stream.end();
        await closed;
        await syncing.finish();
        const handle = await fs.promises.open(partial, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(partial, final);
        return (await fs.promises.stat(final)).size;
      },
      abort: async () => {
        stream.destroy();
        await closed.catch(() => undefined);
        await syncing.finish().catch(() => undefined);
        await fs.promises.rm(partial, { force: true });
      },
    };
  }

  /** Stores a whole buffer or stream under `key`. */
  async put(key: string, content: Buffer | Readable): Promise<number> {
    const file = this.begin(key);
    try {
      if (Buffer.isBuffer(content)) file.stream.end(content);
      else await pipelineTo(content, file.stream);
      return await file.commit();
    } catch (error) {
      await file.abort();
      throw error;
    }
  }

  /** The stored file as a stream whose read pieces are freed as it goes (see WrittenMemory). */
  read(key: string): Readable {
    const memory = new WrittenMemory();
    const freeing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        memory.written(chunk.length);
        done(null, chunk);
      },
    });
    // Errors (a file removed meanwhile) reach whoever reads `freeing`; the callback only ends it.
    return pipeline(
      fs.createReadStream(this.pathOf(key), { highWaterMark: READ_BYTES }),
      freeing,
      () => undefined,
    );
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises
      .access(this.pathOf(key))
      .then(() => true)
      .catch(() => false);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Writes and removes a small file: the folder is there, writable and not full. */
  async checkWritable(): Promise<void> {
    const probe = path.join(this.root, `.ready-${process.pid}-${crypto.randomUUID()}`);
    await fs.promises.writeFile(probe, 'ok');
    await fs.promises.rm(probe, { force: true });
  }

  /**
   * Drops what a crash left half-written; with `olderThanMs`, only files untouched that long (a
   * file being written is touched all the time, by this process or another sharing the folder).
   */
  async removePartials(olderThanMs = 0): Promise<void> {
    const entries = await fs.promises.readdir(this.root, { recursive: true });
    const before = Date.now() - olderThanMs;
    await Promise.all(
      entries
        .filter((entry) => entry.endsWith('.partial'))
        .map(async (entry) => {
          const file = path.join(this.root, entry);
          if (olderThanMs > 0) {
            const stat = await fs.promises.stat(file).catch(() => undefined);
            if (!stat || stat.mtimeMs > before) return;
          }
          await fs.promises.rm(file, { force: true });
        }),
    );
  }
}

/**
 * Makes a key's folder (one level under the root). A recursive mkdir answers ENOENT on a read-only
 * file system; a plain one tells the real cause (EROFS), which the user's message depends on.
 */
function makeFolder(dir: string): void {
  try {
    fs.mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fs.mkdirSync(dir, { recursive: true });
    else if (code !== 'EEXIST') throw error;
  }
}
