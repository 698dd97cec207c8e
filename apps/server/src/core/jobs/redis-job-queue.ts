import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { quitRedis } from '../cluster/redis.js';
import { afterCommit } from '../db/request-transaction.js';
import type { JobDepth, JobHandler, JobOptions, JobQueue } from './job-queue.js';

export interface RedisJobQueueOptions {
  /** Key prefix of every queue (BullMQ's own: ioredis key prefixes are not supported). */
  prefix: string;
  /**
   * A job whose process stops renewing its lock for this long is taken to be dead, and another
   * process runs it again. Renewal happens every half of it, so keep it above event-loop stalls.
   */
  stallSeconds: number;
  log: FastifyBaseLogger;
}

interface Payload {
  id: number;
}

/** A job is run again after this many deaths of its process; one more fails it for good. */
const MAX_STALLS = 2;
const IDLE_POLL_MS = 50;

/**
 * Background work shared by every process through Redis (BullMQ): one queue per kind of job, each
 * process runs one job of a kind at a time (or as many as the kind asks for), a job queued anywhere runs once, somewhere. The job id
 * is its feature's id, so asking again for a job queued or running is a no-op; finished jobs leave
 * Redis at once (their features keep their state), so the same id may run again later.
 */
export class RedisJobQueue implements JobQueue {
  readonly shared = true;
  private readonly queues = new Map<string, Queue<Payload>>();
  private readonly workers: Worker<Payload>[] = [];
  private readonly adding = new Set<Promise<void>>();
  private closing: Promise<void> | undefined;
  private readonly requeues = new Set<() => Promise<void>>();

  /** `connection` is this queue's own (maxRetriesPerRequest: null); `close` quits it. */
  constructor(
    private readonly connection: Redis,
    private readonly options: RedisJobQueueOptions,
  ) {
    let connected = false;
    connection.on('ready', () => {
      if (connected) this.reconnected();
      connected = true;
    });
  }

  onReconnect(requeue: () => Promise<void>): void {
    this.requeues.add(requeue);
  }

  private reconnected(): void {
    if (this.closing) return;
    this.options.log.info('Redis is back: waiting jobs are queued again');
    for (const requeue of this.requeues)
      requeue().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'background jobs not queued again'),
      );
  }

  define(kind: string, handler: JobHandler, options: JobOptions = {}): void {
    const { prefix, stallSeconds, log } = this.options;
    this.queues.set(
      kind,
      new Queue<Payload>(kind, {
        connection: this.connection,
        prefix,
        defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
      }),
    );
    const worker = new Worker<Payload>(kind, (job) => this.run(kind, handler, job), {
      connection: this.connection,
      prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: stallSeconds * 1000,
      stalledInterval: stallSeconds * 1000,
      maxStalledCount: MAX_STALLS,
    });
    // The handler's own errors are caught in `run`; what fails here is a job that stalled too often.
    worker.on('failed', (job, error) =>
      log.error({ err: error, kind, id: job?.data.id }, 'background job given up'),
    );
    worker.on('stalled', (jobId) =>
      log.warn({ kind, jobId }, 'background job of a stopped process is run again'),
    );
    worker.on('error', (error) => log.error({ err: error, kind }, 'job queue error'));
    this.workers.push(worker);
  }

  private async run(kind: string, handler: JobHandler, job: Job<Payload>): Promise<void> {
    const { id } = job.data;
    this.options.log.info({ kind, id }, 'background job started');
    try {
      await handler(id);
    } catch (error) {
      // The feature has recorded the failure; like the in-process queue, a failed job is not retried.
      this.options.log.error({ err: error, kind, id }, 'background job failed');
    }
  }

  enqueue(kind: string, id: number): void {
    const queue = this.queues.get(kind);
    if (!queue) throw new Error(`No handler for jobs of kind ${kind}`);
    // Inside an audited call, the job's rows are not there for others until it commits.
    afterCommit(() => this.add(queue, kind, id));
  }

  private add(queue: Queue<Payload>, kind: string, id: number): void {
    if (this.closing) return;
    const adding: Promise<void> = queue
      .add(kind, { id }, { jobId: `${kind}-${id}` })
      .then(
        () => undefined,
        (error: unknown) =>
          this.options.log.error({ err: error, kind, id }, 'background job not queued'),
      )
      .finally(() => this.adding.delete(adding));
    this.adding.add(adding);
  }

  /** Resolves when no job of any kind is waiting or running, on any process. */
  async idle(): Promise<void> {
    for (;;) {
      await Promise.all(this.adding);
      const counts = await Promise.all(
        [...this.queues.values()].map((queue) =>
          queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
        ),
      );
      const busy = counts.some((count) => Object.values(count).some((n) => n > 0));
      if (!busy && this.adding.size === 0) return;
      await sleep(IDLE_POLL_MS);
    }
  }

  /** The cluster's jobs waiting and running, every kind summed. */
  async depth(): Promise<JobDepth> {
    const counts = await Promise.all(
      [...this.queues.values()].map((queue) =>
        queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active'),
      ),
    );
    return counts.reduce<JobDepth>(
      (sum, count) => ({
        waiting:
          sum.waiting + (count.waiting ?? 0) + (count.delayed ?? 0) + (count.prioritized ?? 0),
        active: sum.active + (count.active ?? 0),
      }),
      { waiting: 0, active: 0 },
    );
  }

  /** Lets this process's running jobs finish, takes no others, and closes the connections. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    // Redis away, nothing can be handed over or acknowledged: jobs still to be handed over stay
    // queued in their rows, a running one is run again as a stopped process's (on return, or at
    // the next start), and waiting for Redis would only run into the shutdown's deadline.
    const away = this.connection.status !== 'ready';
    if (!away) await Promise.all(this.adding);
    await Promise.all(this.workers.map((worker) => worker.close(away)));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await quitRedis(this.connection);
  }
}
