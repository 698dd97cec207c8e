/** Runs one job, named by the id its feature stored; throwing marks nothing: the feature records failure. */
export type JobHandler = (id: number) => Promise<void>;

/**
 * Background work in the embedded mode: one line per kind of job, jobs of a kind one after another
 * (a 2-core machine keeps serving while an export runs), an id queued once however often asked.
 * Jobs are persisted by the features that own them; this only decides when they run.
 */
export class InProcessJobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly lines = new Map<string, Promise<void>>();
  private readonly waiting = new Set<string>();
  private closed = false;

  constructor(private readonly onError: (kind: string, id: number, error: unknown) => void) {}

  define(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  enqueue(kind: string, id: number): void {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`No handler for jobs of kind ${kind}`);
    const name = `${kind}:${id}`;
    if (this.closed || this.waiting.has(name)) return;
    this.waiting.add(name);
    const line = (this.lines.get(kind) ?? Promise.resolve()).then(async () => {
      this.waiting.delete(name);
      if (this.closed) return;
      try {
        await handler(id);
      } catch (error) {
        this.onError(kind, id, error);
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

  /** Lets the running jobs finish and starts no others (their rows stay queued for next start). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lines.values());
  }
}
