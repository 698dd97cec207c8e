import type { FastifyBaseLogger } from 'fastify';

type Task = { name: string; run: () => Promise<unknown> };

export type StartupState = 'pending' | 'ready' | 'failed';

/**
 * A start's work besides listening, in two kinds. What must be done before the process serves
 * (resuming what a killed process left half done) runs first; `/api/ready` says `pending` and
 * every other route answers 503 meanwhile. What can wait (retention sweeps, cache warming,
 * partition upkeep, closings to resume) begins once that is done, in the background, each task on
 * its own with its errors logged: a restart answers again without waiting for any of it.
 */
export class Startup {
  readonly #first: Task[] = [];
  readonly #later: Task[] = [];
  #state: StartupState = 'pending';
  #running: Promise<void> | undefined;
  readonly #background: Promise<void>[] = [];

  get state(): StartupState {
    return this.#state;
  }

  /** Work done before the process serves, in the order given. */
  beforeReady(name: string, run: () => Promise<unknown>): void {
    this.#first.push({ name, run });
  }

  /** Work that can wait: begun, in the background, once the process is ready. */
  whenReady(name: string, run: () => Promise<unknown>): void {
    this.#later.push({ name, run });
  }

  /**
   * Runs the work before ready, then begins the rest; resolves when the process is ready (or
   * rejects with what failed before). Later calls answer the first one's outcome.
   */
  run(log: FastifyBaseLogger): Promise<void> {
    this.#running ??= this.#go(log);
    return this.#running;
  }

  async #go(log: FastifyBaseLogger): Promise<void> {
    for (const task of this.#first) {
      try {
        await task.run();
      } catch (error) {
        this.#state = 'failed';
        throw new Error(`${task.name} failed at start: ${String(error)}`, { cause: error });
      }
    }
    this.#state = 'ready';
    // Each in a later turn of the loop: the first answers go before the first task's queries.
    for (const task of this.#later)
      this.#background.push(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => task.run())
          .then(
            () => undefined,
            (error: unknown) => log.error({ err: error, task: task.name }, 'start-up task failed'),
          ),
      );
  }

  /** Once the work begun in the background has ended: a closing process waits for it. */
  async settled(): Promise<void> {
    await Promise.all(this.#background);
  }
}
