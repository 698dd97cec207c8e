import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrator.js';

/** The configured database, migrated to the latest schema. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, 'cabinet.sqlite'),
  });
  await migrateToLatest(database.db);
  return database;
}
