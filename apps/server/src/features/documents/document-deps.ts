import type { AppDeps } from '../../core/deps.js';

/** What documents need of the core (the CLI's month closing builds just this). */
export type DocumentDeps = Pick<
  AppDeps,
  'config' | 'db' | 'clock' | 'calendar' | 'files' | 'jobs'
> &
  /** Where a closing announces what it made (webhooks); the CLI's closing has none. */
  Partial<Pick<AppDeps, 'domainEvents'>>;
