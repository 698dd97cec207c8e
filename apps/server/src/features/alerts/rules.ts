import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  AlertCondition,
  MessageKey,
  Permission,
  type AlertEvent,
  type AlertRule,
  type AlertRuleCreateInput,
  type AlertRuleUpdateInput,
} from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import { isPostgres } from '../../core/db/dialect.js';
import type { Database, Db } from '../../core/db/schema.js';
import { HttpError, invalid, notFound } from '../../core/http/errors.js';
import type { Language } from '../../core/i18n/i18n.js';
import { recipientsOf, type Recipient } from './delivery.js';
import { managedPartner } from '../../core/auth/guard.js';

type CreateInput = z.output<typeof AlertRuleCreateInput>;
type UpdateInput = z.output<typeof AlertRuleUpdateInput>;

/** The rules' history shown per rule: its latest changes of state. */
const HISTORY_LENGTH = 100;

export function rulesQuery(db: Db) {
  return (
    db
      .selectFrom('alert_rules as r')
      .innerJoin('users as p', 'p.id', 'r.partner_id')
      // A user moved to another partner since is shown to nobody by name through the old rule.
      .leftJoin('users as u', (join) =>
        join
          .onRef('u.id', '=', 'r.user_id')
          .on((eb) =>
            eb.or([
              eb('u.id', '=', eb.ref('r.partner_id')),
              eb('u.parent_id', '=', eb.ref('r.partner_id')),
            ]),
          ),
      )
      .leftJoin('services as s', 's.id', 'r.service_id')
      .selectAll('r')
      .select([
        'p.login as partner_login',
        'p.name as partner_name',
        'u.login as user_login',
        'u.name as user_name',
        's.code as service_code',
        's.name as service_name',
      ])
  );
}

export type RuleRow = Awaited<ReturnType<ReturnType<typeof rulesQuery>['executeTakeFirstOrThrow']>>;

export function toRule(row: RuleRow): AlertRule {
  return {
    id: row.id,
    partner: { id: row.partner_id, login: row.partner_login, name: row.partner_name },
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, login: row.user_login ?? '', name: row.user_name ?? '' },
    service:
      row.service_id === null
        ? null
        : { id: row.service_id, code: row.service_code ?? '', name: row.service_name ?? '' },
    condition: AlertCondition.parse(JSON.parse(row.condition)),
    enabled: row.enabled === 1,
    email: row.email === 1,
    state: row.state,
    lastValue: row.last_value === null ? null : Number(row.last_value),
    triggeredAt: row.triggered_at,
    resolvedAt: row.resolved_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Alert rules as people manage them; each change tells `changed` whose rules moved. */
export class AlertRules {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly changed: (partnerId: number) => Promise<void>,
    private readonly maxRules: number,
  ) {}

  async list(caller: Caller, partnerId: number | undefined): Promise<AlertRule[]> {
    const scope = managedPartner(caller);
    let query = rulesQuery(this.db).orderBy('r.id', 'desc');
    if (scope !== 'all') query = query.where('r.partner_id', '=', scope);
    else if (partnerId !== undefined) query = query.where('r.partner_id', '=', partnerId);
    return this.withRecipients((await query.execute()).map(toRule));
  }

  /** Each rule with who hears of it, and whether their addresses are confirmed. */
  private async withRecipients(rules: AlertRule[]): Promise<AlertRule[]> {
    const circles = new Map<number, Promise<Recipient[]>>();
    return Promise.all(
      rules.map(async (rule) => {
        let circle = circles.get(rule.partner.id);
        if (!circle)
          circles.set(
            rule.partner.id,
            (circle = recipientsOf(this.db, { partner: rule.partner, user: null })),
          );
        const own = rule.user ? await recipientsOf(this.db, rule) : await circle;
        return {
          ...rule,
          recipients: own.map(({ id, login, emailConfirmed }) => ({ id, login, emailConfirmed })),
        };
      }),
    );
  }

  /** The rule if the caller may manage it; another partner's is as unknown as a missing one. */
  private async find(caller: Caller, id: number): Promise<RuleRow> {
    const scope = managedPartner(caller);
    const row = await rulesQuery(this.db).where('r.id', '=', id).executeTakeFirst();
    if (!row || (scope !== 'all' && row.partner_id !== scope)) throw notFound();
    return row;
  }

  async show(caller: Caller, id: number): Promise<AlertRule> {
    const [rule] = await this.withRecipients([toRule(await this.find(caller, id))]);
    return rule!;
  }

  async create(caller: Caller, input: CreateInput, language: Language): Promise<AlertRule> {
    const scope = managedPartner(caller);
    const partnerId = scope === 'all' ? input.partnerId : scope;
    if (
      partnerId === undefined ||
      (scope !== 'all' && input.partnerId !== undefined && input.partnerId !== scope)
    )
      throw invalid('partnerId', MessageKey.partnerNotFound);
    if (scope === 'all') await this.checkPartner(partnerId);
    await this.checkTargets(caller, partnerId, input.userId, input.serviceId);
    const now = this.now().toISOString();
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkRoom(trx, partnerId);
      const inserted = await trx
        .insertInto('alert_rules')
        .values({
          partner_id: partnerId,
          user_id: input.userId,
          service_id: input.serviceId,
          condition: JSON.stringify(input.condition),
          enabled: input.enabled ? 1 : 0,
          email: input.email ? 1 : 0,
          language,
          created_by: caller.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    await this.changed(partnerId);
    return this.show(caller, id);
  }

  /**
   * Changes a rule; a new condition or target starts it afresh (state `ok`, no period), yet it does
   * not fire again within a period it fired in (the evaluator checks the rule's history).
   */
  async update(caller: Caller, id: number, input: UpdateInput): Promise<AlertRule> {
    const row = await this.find(caller, id);
    const userId = input.userId !== undefined ? input.userId : row.user_id;
    const serviceId = input.serviceId !== undefined ? input.serviceId : row.service_id;
    // Only a target being set is checked: a rule whose service was disabled since stays editable.
    await this.checkTargets(
      caller,
      row.partner_id,
      userId === row.user_id ? null : userId,
      serviceId === row.service_id ? null : serviceId,
    );
    const condition = input.condition ? JSON.stringify(input.condition) : row.condition;
    const afresh =
      condition !== row.condition || userId !== row.user_id || serviceId !== row.service_id;
    await this.db
      .updateTable('alert_rules')
      .set((eb) => ({
        user_id: userId,
        service_id: serviceId,
        condition,
        ...(input.enabled !== undefined ? { enabled: input.enabled ? 1 : 0 } : {}),
        ...(input.email !== undefined ? { email: input.email ? 1 : 0 } : {}),
        ...(afresh
          ? {
              state: 'ok' as const,
              period: null,
              last_value: null,
              triggered_at: null,
              resolved_at: null,
            }
          : {}),
        revision: eb('revision', '+', 1),
        updated_at: this.now().toISOString(),
      }))
      .where('id', '=', id)
      .execute();
    await this.changed(row.partner_id);
    return this.show(caller, id);
  }

  async remove(caller: Caller, id: number): Promise<AlertRule> {
    const row = await this.find(caller, id);
    await this.db.deleteFrom('alert_rules').where('id', '=', id).execute();
    await this.changed(row.partner_id);
    return toRule(row);
  }

  async events(caller: Caller, id: number): Promise<AlertEvent[]> {
    await this.find(caller, id);
    const rows = await this.db
      .selectFrom('alert_events')
      .selectAll()
      .where('rule_id', '=', id)
      .orderBy('id', 'desc')
      .limit(HISTORY_LENGTH)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ruleId: row.rule_id,
      state: row.state,
      at: row.at,
      value: Number(row.value),
      period: row.period,
    }));
  }

  /**
   * A partner keeps at most ALERT_RULES_MAX_PER_PARTNER rules: each is one more notification,
   * e-mail and webhook per crossing. Concurrent creations for one partner take turns (PostgreSQL
   * locks the partner's row; SQLite writes one at a time anyway).
   */
  private async checkRoom(trx: Transaction<Database>, partnerId: number): Promise<void> {
    if (isPostgres(trx))
      await trx.selectFrom('users').select('id').where('id', '=', partnerId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('alert_rules')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('partner_id', '=', partnerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= this.maxRules)
      throw invalid('partnerId', MessageKey.alertTooManyRules, { max: this.maxRules });
  }

  private async checkPartner(partnerId: number): Promise<void> {
    const partner = await this.db
      .selectFrom('users')
      .select('group')
      .where('id', '=', partnerId)
      .executeTakeFirst();
    if (partner?.group !== 'Partner') throw invalid('partnerId', MessageKey.partnerNotFound);
  }

  /**
   * The user must be the partner or one of its users; the service must exist, and be active for
   * whoever cannot edit services (a disabled one does not exist for them, as everywhere else).
   */
  private async checkTargets(
    caller: Caller,
    partnerId: number,
    userId: number | null,
    serviceId: number | null,
  ): Promise<void> {
    const [user, service] = await Promise.all([
      userId === null
        ? undefined
        : this.db
            .selectFrom('users')
            .select(['id', 'parent_id'])
            .where('id', '=', userId)
            .executeTakeFirst(),
      serviceId === null
        ? undefined
        : this.db
            .selectFrom('services')
            .select('id')
            .where('id', '=', serviceId)
            .$if(!caller.permissions.has(Permission.servicesEdit), (q) =>
              q.where('status', '=', 'active'),
            )
            .executeTakeFirst(),
    ]);
    const errors: Record<string, string[]> = {};
    if (userId !== null && (!user || (user.id !== partnerId && user.parent_id !== partnerId)))
      errors.userId = [MessageKey.userNotFound];
    if (serviceId !== null && !service) errors.serviceId = [MessageKey.serviceNotFound];
    const [first] = Object.values(errors);
    if (first) throw new HttpError(422, first[0]!, errors);
  }
}
