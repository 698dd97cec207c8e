import fs from 'node:fs';

/** A file being written is flushed to disk each time this much more of it is written. */
const SYNC_EVERY_BYTES = 32 * 1024 * 1024;
/** How often the bytes written are looked at. */
const LOOK_EVERY_MS = 200;

/**
 * Flushes a file to disk while it is still being written, a part at a time, so that the fsync
 * before the file is made visible waits for the last part only: flushed only at the end, an
 * export of 5M rows (1.45 GB) waited about 10 s for the disk after its last row
 * (bench/documents.bench.ts). One flush at a time, through a handle of its own (never the
 * writer's, which closes when it likes), on the thread pool beside the writes. A flush that fails
 * fails the file: `finish` throws it.
 */
export class SyncOnTheWay {
  private handle: Promise<fs.promises.FileHandle> | undefined;
  private synced = 0;
  private running: Promise<void> | undefined;
  private failure: unknown;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly file: string,
    private readonly stream: fs.WriteStream,
    private readonly every = SYNC_EVERY_BYTES,
  ) {
    this.timer = setInterval(() => this.look(), LOOK_EVERY_MS).unref();
    stream.once('close', () => clearInterval(this.timer));
  }

  /** Bytes known to be on disk. */
  get flushed(): number {
    return this.synced;
  }

  private look(): void {
    const written = this.stream.bytesWritten;
    if (this.running || written - this.synced < this.every) return;
    this.handle ??= fs.promises.open(this.file, 'r+');
    this.running = this.handle
      .then((handle) => handle.datasync())
      .then(
        () => {
          this.synced = written;
        },
        (error: unknown) => {
          this.failure ??= error;
        },
      )
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Stops flushing: waits for a flush under way, closes the handle, throws a flush's failure. */
  async finish(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    const handle = await this.handle?.catch(() => undefined);
    await handle?.close();
    if (this.failure !== undefined) throw this.failure;
  }
}
