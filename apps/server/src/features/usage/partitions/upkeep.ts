import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps.js';
import { ensureRegisterPartitions, firstKeptMonth } from '../../../core/db/register-partitions.js';
import { retireRegisterMonths } from './retention.js';

const DAY_SECONDS = 86_400;
const HOUR_MS = 3_600_000;
const TICK = 'register-upkeep';

/** How long the hourly usage keeps an hour: error-rate alerts read the last two. */
const HOURLY_KEPT_MS = 24 * HOUR_MS;

/**
 * Once: the months ahead created, (with REGISTER_RETENTION_MONTHS) old closed months dropped, and
 * the hourly usage's hours older than a day deleted (late records add to old hours too).
 */
export async function registerUpkeepOnce(
  deps: Pick<AppDeps, 'calendar' | 'clock' | 'config' | 'db'>,
): Promise<{
  created: string[];
  dropped: string[];
}> {
  const now = deps.clock.now();
  const months = deps.config.REGISTER_RETENTION_MONTHS;
  const created = await ensureRegisterPartitions(deps.db, now, {
    notBefore: firstKeptMonth(now, months),
  });
  const dropped =
    months === undefined ? [] : await retireRegisterMonths(deps.db, deps.calendar, now, months);
  await deps.db
    .deleteFrom('hourly_usage')
    .where('hour', '<', new Date(now.getTime() - HOURLY_KEPT_MS).toISOString().slice(0, 13))
    .execute();
  return { created, dropped };
}

/**
 * The register's partitions (and the hourly usage) kept up: at start, then once a day for the whole deployment (checked
 * hourly, claimed through the ticks). Concurrent runs are safe anyway: each change to the
 * partitions holds one advisory lock.
 */
export function registerUpkeep(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.REGISTER_RETENTION_MONTHS !== undefined && deps.dialect !== 'postgres')
    app.log.warn(
      'REGISTER_RETENTION_MONTHS applies to PostgreSQL only: on SQLite the whole register is kept',
    );
  const run = async () => {
    const { created, dropped } = await registerUpkeepOnce(deps);
    if (created.length > 0 || dropped.length > 0)
      app.log.info({ created, dropped }, 'register partitions kept up');
  };
  // Not before serving: a month without its partition yet is written to the default one, and
  // creating the partition moves its rows there.
  deps.startup.whenReady('register partitions', async () => {
    await run().catch((error: unknown) =>
      app.log.error({ err: error }, 'register partitions not kept up'),
    );
  });
  const timer = setInterval(() => {
    void deps.ticks
      .claim(TICK, DAY_SECONDS)
      .then((mine) => (mine ? run() : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, 'register partitions not kept up'));
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
