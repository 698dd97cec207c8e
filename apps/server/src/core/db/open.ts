import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrator.js';
import { ensureRegisterPartitions, firstKeptMonth } from './register-partitions.js';

/**
 * The configured database, migrated to the latest schema, the register's months ready (unless
 * `partitions` is false: the server's start leaves them to its upkeep, which need not be waited
 * for).
 */
export async function openMigratedDatabase(
  config: Config,
  { partitions = true }: { partitions?: boolean } = {},
): Promise<DatabaseHandle> {
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, 'cabinet.sqlite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateToLatest(database.db);
  if (!partitions) return database;
  const now = new Date();
  await ensureRegisterPartitions(database.db, now, {
    notBefore: firstKeptMonth(now, config.REGISTER_RETENTION_MONTHS),
  });
  return database;
}
