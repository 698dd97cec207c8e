import { afterCommit } from '../db/request-transaction.js';

/** Runs one job, named by the id its feature stored; throwing marks nothing: the feature records failure. */
export type JobHandler = (id: number) => Promise<void>;

/**
 * Background work, persisted by the features that own it; the queue only decides when and where
 * a job runs. An id queued or running already is not queued twice.
 */
export interface JobQueue {
  /**
   * Whether other live processes share this queue (Redis). Then a job found running at start may
   * be another process's, and the queue itself retries the jobs of processes that died.
   */
  readonly shared: boolean;
  define(kind: string, handler: JobHandler, options?: JobOptions): void;
  enqueue(kind: string, id: number): void;
  /**
   * `requeue` runs whenever a shared queue's Redis is back after it was lost: the jobs it held may
   * be gone with it (a Redis without persistence, a failover), and those queued meanwhile may not
   * have reached it. The features queue again what their rows say waits; asking again for a job
   * the queue still holds is a no-op. Never called in one process, whose queue cannot be lost.
   */
  onReconnect(requeue: () => Promise<void>): void;
  /** Resolves when every job queued so far, and any they queued, has finished. */
  idle(): Promise<void>;
  /** Lets the running jobs finish and starts no others. */
  close(): Promise<void>;
  /** Jobs waiting and running (for /metrics): this process's, or the cluster's when shared. */
  depth(): Promise<JobDepth>;
}

export interface JobOptions {
  /** Jobs of the kind run at once in each process (1 unless set). */
  concurrency?: number;
}

export interface JobDepth {
  waiting: number;
  active: number;
}

/**
 * Background work in the embedded mode: a pool per kind of job, one at a time unless the kind asks
 * for more (a 2-core machine keeps serving while an export runs), an id queued once however often
 * asked. Jobs are persisted by the features that own them; this only decides when they run.
 */
export class InProcessJobQueue implements JobQueue {
  readonly shared = false;
  private readonly kinds = new Map<string, Pool>();
  private readonly waiting = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly onError: (kind: string, id: number, error: unknown) => void) {}

  define(kind: string, handler: JobHandler, options: JobOptions = {}): void {
    this.kinds.set(kind, { handler, concurrency: options.concurrency ?? 1, queued: [], busy: 0 });
  }

  enqueue(kind: string, id: number): void {
    const pool = this.kinds.get(kind);
    if (!pool) throw new Error(`No handler for jobs of kind ${kind}`);
    // Inside an audited call, the job's rows are not there for others until it commits.
    afterCommit(() => this.line(kind, pool, id));
  }

  onReconnect(): void {}

  private line(kind: string, pool: Pool, id: number): void {
    const name = `${kind}:${id}`;
    if (this.closed || this.waiting.has(name)) return;
    this.waiting.add(name);
    pool.queued.push(id);
    this.pump(kind, pool);
  }

  /** Starts queued jobs of the kind while its pool has room. */
  private pump(kind: string, pool: Pool): void {
    while (!this.closed && pool.busy < pool.concurrency && pool.queued.length > 0) {
      const id = pool.queued.shift()!;
      this.waiting.delete(`${kind}:${id}`);
      pool.busy += 1;
      const run: Promise<void> = Promise.resolve()
        .then(() => pool.handler(id))
        .catch((error: unknown) => this.onError(kind, id, error))
        .finally(() => {
          pool.busy -= 1;
          this.running.delete(run);
          this.pump(kind, pool);
        });
      this.running.add(run);
    }
  }

  /** Resolves when every job queued so far, and any they queued, has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  async depth(): Promise<JobDepth> {
    return { waiting: this.waiting.size, active: this.running.size };
  }

  /** Lets the running jobs finish and starts no others (their rows stay queued for next start). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}

interface Pool {
  handler: JobHandler;
  concurrency: number;
  queued: number[];
  busy: number;
}
