import type { Kysely } from 'kysely';
import type { AlertRule } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import { rulesQuery, toRule, type RuleRow } from './rules.js';

/** An enabled rule as evaluation needs it. */
export interface CachedRule {
  rule: AlertRule;
  revision: number;
  language: string;
  createdAt: string;
}

const cachedOf = (row: RuleRow): CachedRule => ({
  rule: toRule(row),
  revision: row.revision,
  language: row.language,
  createdAt: row.created_at,
});

/**
 * Every enabled rule, by partner, kept in this process so that a batch of a partner without rules
 * costs nothing: read whole at start, a partner's again when its rules change through this
 * process, and whole again on `refresh` (when several processes share the database, a timer calls
 * it). A stale copy never changes a rule's state: evaluation checks the revision it holds.
 */
export class RulesCache {
  private byPartner = new Map<number, CachedRule[]>();
  private loading: Promise<void> | null = null;
  private loaded = false;

  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the partner has enabled rules; undefined until the first load is done. */
  has(partnerId: number): boolean | undefined {
    return this.loaded ? this.byPartner.has(partnerId) : undefined;
  }

  ready(): Promise<void> {
    this.loading ??= this.refresh();
    return this.loading;
  }

  async refresh(): Promise<void> {
    const rows = await rulesQuery(this.db)
      .where('r.enabled', '=', 1)
      .orderBy('r.partner_id')
      .orderBy('r.id')
      .execute();
    const byPartner = new Map<number, CachedRule[]>();
    for (const row of rows) {
      const list = byPartner.get(row.partner_id) ?? [];
      list.push(cachedOf(row));
      byPartner.set(row.partner_id, list);
    }
    this.byPartner = byPartner;
    this.loaded = true;
  }

  async reload(partnerId: number): Promise<void> {
    const rows = await rulesQuery(this.db)
      .where('r.partner_id', '=', partnerId)
      .where('r.enabled', '=', 1)
      .orderBy('r.id')
      .execute();
    if (rows.length > 0) this.byPartner.set(partnerId, rows.map(cachedOf));
    else this.byPartner.delete(partnerId);
  }

  async rulesOf(partnerId: number): Promise<CachedRule[]> {
    await this.ready();
    return this.byPartner.get(partnerId) ?? [];
  }

  /** Every partner's enabled rules, as this process knows them. */
  async all(): Promise<CachedRule[][]> {
    await this.ready();
    return [...this.byPartner.values()];
  }
}
