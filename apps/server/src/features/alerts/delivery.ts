import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  Permission,
  type AlertCondition,
  type AlertRule,
  type NotificationType,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import type { Database } from '../../core/db/schema.js';
import { inertText } from '../../core/mail/inert-text.js';
import { LANGUAGES, translator, type Language } from '../../core/i18n/i18n.js';
import {
  announceNotifications,
  insertNotifications,
  type NotificationSubject,
} from '../../core/notifications/notifications.js';
import type { Notification } from '@cabinet/contract';

export interface Recipient {
  id: number;
  login: string;
  email: string;
  /** Alert mail goes only to a confirmed address: nobody else's mailbox gets it. */
  emailConfirmed: boolean;
}

/** What a change of state leaves to tell once its transaction is committed. */
export interface Transition {
  type: NotificationType;
  rule: AlertRule;
  language: string;
  subject: NotificationSubject;
  recipients: Recipient[];
  notifications: Array<{ userId: number; notification: Notification }>;
  period: string;
  at: string;
}

/**
 * Who hears of a rule's change of state: the partner's own account, those of its users who may
 * manage its alerts, and the user the rule watches. The provider's administrators are left out
 * (they would hear of every partner's alerts); the provider's webhooks carry every one.
 */
export async function recipientsOf(
  db: Kysely<Database> | Transaction<Database>,
  rule: Pick<AlertRule, 'partner' | 'user'>,
): Promise<Recipient[]> {
  const partnerId = rule.partner.id;
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.login', 'u.email', 'u.email_confirmed_at'])
    .where('u.blocked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.id', '=', partnerId),
        // The rule's user while it is the partner's (not once moved to another partner).
        ...(rule.user
          ? [
              eb.and([
                eb('u.id', '=', rule.user.id),
                eb.or([eb('u.id', '=', partnerId), eb('u.parent_id', '=', partnerId)]),
              ]),
            ]
          : []),
        eb.and([
          eb('u.parent_id', '=', partnerId),
          eb.exists(
            eb
              .selectFrom('user_roles as ur')
              .innerJoin('role_rules as rr', 'rr.role_id', 'ur.role_id')
              .innerJoin('rules as r', 'r.id', 'rr.rule_id')
              .select('r.id')
              .whereRef('ur.user_id', '=', 'u.id')
              .where('r.slug', '=', Permission.alertsManage),
          ),
        ]),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.map(({ email_confirmed_at, ...row }) => ({
    ...row,
    emailConfirmed: email_confirmed_at !== null,
  }));
}

/** Notifications rows for a change of state, in the transaction that makes it. */
export async function recordTransition(
  trx: Transaction<Database>,
  rule: AlertRule,
  language: string,
  type: NotificationType,
  value: number,
  period: string,
  at: string,
): Promise<Transition> {
  const recipients = await recipientsOf(trx, rule);
  const subject: NotificationSubject = {
    ruleId: rule.id,
    partner: rule.partner,
    user: rule.user,
    service: rule.service,
    condition: rule.condition,
    value,
  };
  const notifications = await insertNotifications(
    trx as unknown as Kysely<Database>,
    recipients.map((recipient) => recipient.id),
    type,
    subject,
    at,
  );
  return { type, rule, language, subject, recipients, notifications, period, at };
}

/** After the commit: the live unread counts, the e-mails and the webhooks' domain event. */
export async function tell(deps: AppDeps, log: FastifyBaseLogger, done: Transition): Promise<void> {
  const { db, events, mailer, domainEvents, config } = deps;
  domainEvents.emit({
    type: done.type,
    partnerId: done.rule.partner.id,
    data: {
      ...done.subject,
      state: done.type === 'alert.triggered' ? 'triggered' : 'resolved',
      period: done.period,
      at: done.at,
    },
  });
  await Promise.all(
    done.notifications.map(({ userId, notification }) =>
      announceNotifications(db, events, userId, notification),
    ),
  );
  if (!done.rule.email) return;
  const language = (LANGUAGES as readonly string[]).includes(done.language)
    ? (done.language as Language)
    : 'ru';
  const t = translator(language);
  const params = {
    condition: describe(t, done.rule.condition),
    whose: [
      done.rule.partner.name || done.rule.partner.login,
      done.rule.user?.login,
      done.rule.service?.name,
    ]
      .map((text) => (text ? inertText(text) : ''))
      .filter(Boolean)
      .join(' / '),
    value: done.subject.value,
    link: `${config.publicUrl}/alerts`,
  };
  const triggered = done.type === 'alert.triggered';
  for (const recipient of done.recipients) {
    if (!recipient.emailConfirmed) continue;
    if (!(await withinMailLimits(deps, done.rule.partner.id, recipient.email))) {
      log.warn(
        { ruleId: done.rule.id, userId: recipient.id },
        'alert mail left out: the recipient’s or the partner’s mail limit is reached',
      );
      continue;
    }
    await mailer.send({
      to: recipient.email,
      subject: t(triggered ? 'mail.alertTriggeredSubject' : 'mail.alertResolvedSubject', params),
      text: t(triggered ? 'mail.alertTriggeredBody' : 'mail.alertResolvedBody', params),
    });
  }
}

/** Takes one mail from the recipient's budget, then one from the partner's. */
async function withinMailLimits(deps: AppDeps, partnerId: number, email: string) {
  const { alertMailRecipient, alertMailPartner } = deps.limits;
  return (
    (await alertMailRecipient.take(email.toLowerCase())) === 0 &&
    (await alertMailPartner.take(String(partnerId))) === 0
  );
}

function describe(t: ReturnType<typeof translator>, condition: AlertCondition): string {
  switch (condition.kind) {
    case 'packageRemaining':
      return t(
        condition.unit === 'requests' ? 'mail.alertPackageRequests' : 'mail.alertPackagePercent',
        { below: condition.below },
      );
    case 'spend':
      return t('mail.alertSpend', {
        amount: (condition.aboveMinor / 100).toFixed(2),
        currency: condition.currency,
      });
    case 'errorRate':
      return t('mail.alertErrorRate', { percent: condition.abovePercent });
    case 'quiet':
      return t('mail.alertQuiet', { hours: condition.hours });
    case 'projectedSpend':
      return t('mail.alertProjectedSpend', { amount: (condition.aboveMinor / 100).toFixed(2) });
    case 'packageRunsOut':
      return t('mail.alertPackageRunsOut');
  }
}
