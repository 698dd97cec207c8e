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
  define(kind: string, handler: JobHandler): void;
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

export interface JobDepth {
  waiting: number;
  active: number;
}

/**
 * Background work in the embedded mode: one line per kind of job, jobs of a kind one after another
 * (a 2-core machine keeps serving while an export runs), an id queued once however often asked.
 * Jobs are persisted by the features that own them; this only decides when they run.
 */
export class InProcessJobQueue implements JobQueue {
  readonly shared = false;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly lines = new Map<string, Promise<void>>();
  private readonly waiting = new Set<string>();
  private active = 0;
  private closed = false;

  constructor(private readonly onError: (kind: string, id: number, error: unknown) => void) {}

  define(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  enqueue(kind: string, id: number): void {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`No handler for jobs of kind ${kind}`);
    // Inside an audited call, the job's rows are not there for others until it commits.
    afterCommit(() => this.line(kind, id, handler));
  }

  onReconnect(): void {}

  private line(kind: string, id: number, handler: JobHandler): void {
    const name = `${kind}:${id}`;
    if (this.closed || this.waiting.has(name)) return;
    this.waiting.add(name);
    const line = (this.lines.get(kind) ?? Promise.resolve()).then(async () => {
      this.waiting.delete(name);
      if (this.closed) return;
      this.active += 1;
      try {
        await handler(id);
      } catch (error) {
        this.onError(kind, id, error);
      } finally {
        this.active -= 1;
      }
    });
    this.lines.set(kind, line);
  }

  /** Resolves when every job queued so far, and any they queued, has finished. */
  async idle(): Promise<void> {
    for (;;) {
      const lines = [...this.lines.values()];
      await Promise.all(lines);
      const now = [...this.lines.values()];
      if (now.length === lines.length && now.every((line, i) => line === lines[i])) return;
    }
  }

  async depth(): Promise<JobDepth> {
    return { waiting: this.waiting.size, active: this.active };
  }

  /** Lets the running jobs finish and starts no others (their rows stay queued for next start). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lines.values());
  }
}
