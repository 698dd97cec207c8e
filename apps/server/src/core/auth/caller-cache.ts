/**
 * Verified tokens and keys kept for a few seconds, so that a signed-in call reads no row before its
 * own work. Anything that can change a caller (`AccessWrites`) empties it at once, in every process
 * (through Redis in the scaled mode); the time limit only bounds what a lost invalidation could
 * leave, and while the processes' invalidations cannot arrive (Redis away) nothing is kept.
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    /** Whether invalidations can reach this process now. */
    private readonly listening: () => boolean = () => true,
    private readonly max = 10_000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > performance.now() && this.listening()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0 || !this.listening()) return;
    // A Map keeps insertion order: past the limit, the oldest entry goes.
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: performance.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
