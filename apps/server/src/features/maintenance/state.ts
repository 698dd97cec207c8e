import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.js';

export interface Maintenance {
  enabled: boolean;
  note: string;
  since: string | null;
}

const KEY = 'maintenance';
const OFF: Maintenance = { enabled: false, note: '', since: null };
/** Other processes of a scaled deployment see a switch within this time. */
const CACHE_MS = 2_000;

/** Maintenance mode, kept in the database and cached briefly (it is read on every API call). */
export class MaintenanceSwitch {
  private readonly db: Kysely<Database>;
  private cached: { value: Maintenance; at: number } | undefined;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async read(): Promise<Maintenance> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.value;
    const row = await this.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    const value = row ? parse(row.value) : OFF;
    this.cached = { value, at: now };
    return value;
  }

  async write(enabled: boolean, note: string, userId: number, now: string): Promise<Maintenance> {
    const current = await this.read();
    const value: Maintenance = {
      enabled,
      note,
      since: enabled ? (current.enabled ? current.since : now) : null,
    };
    const row = { value: JSON.stringify(value), updated_by: userId, updated_at: now };
    await this.db
      .insertInto('app_settings')
      .values({ key: KEY, ...row })
      .onConflict((oc) => oc.column('key').doUpdateSet(row))
      .execute();
    this.cached = { value, at: Date.now() };
    return value;
  }
}

function parse(text: string): Maintenance {
  try {
    const value = JSON.parse(text) as Partial<Maintenance>;
    return {
      enabled: value.enabled === true,
      note: typeof value.note === 'string' ? value.note : '',
      since: typeof value.since === 'string' ? value.since : null,
    };
  } catch {
    return OFF;
  }
}
