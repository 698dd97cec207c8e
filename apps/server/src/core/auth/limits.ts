import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AttemptLimiter } from './attempt-limiter.js';

/** Every counter that stands between a client and guessing or flooding. */
export interface Limits {
  /** Password checks at sign-in, per identity and client address. */
  login: AttemptLimiter;
  /** Checks of a signed-in user's current password (password and e-mail change), per user. */
  currentPassword: AttemptLimiter;
  /** Registrations, which tell whether a login or e-mail is taken, per client address. */
  registration: AttemptLimiter;
  /** Recovery mails per e-mail address. */
  recoveryMail: AttemptLimiter;
  /** Recovery requests per client address. */
  recoveryRequest: AttemptLimiter;
  /** Webhook deliveries resent by hand, per owner of the endpoint. */
  webhookResend: AttemptLimiter;
  /** Asks of a signed-in user for a new e-mail confirmation link, per user. */
  emailConfirmationRequest: AttemptLimiter;
  /** Alert mails per recipient address, whichever partners' rules send them. */
  alertMailRecipient: AttemptLimiter;
  /** Alert mails sent for one partner's rules, to all its recipients together. */
  alertMailPartner: AttemptLimiter;
}

type Settings = Record<keyof Limits, [points: number, windowSeconds: number]>;

function settings(config: Config): Settings {
  const login: [number, number] = [config.LOGIN_MAX_FAILURES, config.LOGIN_FAILURE_WINDOW_SECONDS];
  return {
    login,
    currentPassword: login,
    registration: [config.REGISTER_MAX_PER_ADDRESS, config.REGISTER_WINDOW_SECONDS],
    recoveryMail: [config.RECOVERY_MAX_PER_EMAIL, config.RECOVERY_WINDOW_SECONDS],
    recoveryRequest: [config.RECOVERY_MAX_PER_ADDRESS, config.RECOVERY_WINDOW_SECONDS],
    webhookResend: [config.WEBHOOK_RESEND_MAX, config.WEBHOOK_RESEND_WINDOW_SECONDS],
    emailConfirmationRequest: [
      config.EMAIL_CONFIRM_MAX_PER_USER,
      config.EMAIL_CONFIRM_WINDOW_SECONDS,
    ],
    alertMailRecipient: [config.ALERT_MAIL_MAX_PER_RECIPIENT, config.ALERT_MAIL_WINDOW_SECONDS],
    alertMailPartner: [config.ALERT_MAIL_MAX_PER_PARTNER, config.ALERT_MAIL_WINDOW_SECONDS],
  };
}

const KEY_PREFIXES: Record<keyof Limits, string> = {
  login: 'login-failures',
  currentPassword: 'current-password-failures',
  registration: 'registrations',
  recoveryMail: 'recovery-mails',
  recoveryRequest: 'recovery-requests',
  webhookResend: 'webhook-resends',
  emailConfirmationRequest: 'email-confirmation-requests',
  alertMailRecipient: 'alert-mails-recipient',
  alertMailPartner: 'alert-mails-partner',
};

/** In this process (embedded mode), or in Redis under `prefix` so that a cluster counts as one. */
export function openLimits(config: Config, shared?: { redis: Redis; prefix: string }): Limits {
  const entries = Object.entries(settings(config)).map(([name, [points, windowSeconds]]) => [
    name,
    shared
      ? AttemptLimiter.shared(
          shared.redis,
          `${shared.prefix}:${KEY_PREFIXES[name as keyof Limits]}`,
          points,
          windowSeconds,
        )
      : AttemptLimiter.inMemory(points, windowSeconds),
  ]);
  return Object.fromEntries(entries) as Limits;
}
