import path from 'node:path';
import { z } from 'zod';
import {
  isValidBic,
  isValidBin,
  isValidIban,
  MAX_KEPT_RECORD_CHARS,
  normalizeBic,
  normalizeIban,
} from '@cabinet/contract';
import { isTimeZone } from './calendar.js';
import { DEFAULT_POOL_SIZE } from './db/database.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every environment variable the server reads; the README's configuration table mirrors it. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Cabinet <no-reply@cabinet.local>'),
  TOKEN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  TOKEN_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * How long a process keeps a verified token or key (with its user and permissions) before it
   * reads it again; any change to a caller empties every process's at once. 0 turns it off.
   */
  CALLER_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Registration attempts per client address within REGISTER_WINDOW_SECONDS (probing for ids). */
  REGISTER_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Recovery mails per e-mail address, and recovery requests per client address, per window. */
  RECOVERY_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(100).default(3),
  RECOVERY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  RECOVERY_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Confirmation links a signed-in user may ask for within EMAIL_CONFIRM_WINDOW_SECONDS. */
  EMAIL_CONFIRM_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  EMAIL_CONFIRM_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  RECOVERY_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /**
   * Months of the register kept before the current one (PostgreSQL): older months, once closed,
   * are dropped. Unset: everything is kept.
   */
  REGISTER_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  TIMEZONE: z.string().refine(isTimeZone, 'not a known time zone').default('Asia/Almaty'),
  /** The largest request body of any route that declares no larger one (ingestion, uploads, services). */
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(1024).default(128),
  /**
   * The longest a request may take to arrive, headers and body: a client sending slower (or not at
   * all) is answered 408 and disconnected. Ingestion batches (up to 40 MB) must arrive within it.
   */
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * After an answer decided before its body had all arrived (413, 401, 419...), how long the rest
   * is read and dropped before the connection closes: the client sees the answer, not a reset.
   */
  BODY_LINGER_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** JSON bodies nested deeper than this are refused before they are parsed. */
  JSON_MAX_DEPTH: z.coerce.number().int().min(8).max(256).default(32),
  REALTIME_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The Pusher application key clients connect with (`/app/{key}`), as Laravel Reverb's REVERB_APP_KEY. */
  REALTIME_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('cabinet'),
  /** Open WebSocket connections one client address may hold at once (tabs, devices behind NAT). */
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Messages a WebSocket client may send a second; more closes its connection (1008). */
  REALTIME_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  /** How often every WebSocket client is pinged; one that has not answered by the next is cut. */
  REALTIME_PING_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * On shutdown, how long a WebSocket client has to answer the close (1012) before its socket is
   * cut: a frozen tab or a lost phone answers nothing and would hold the exit for ws's 30 s.
   */
  REALTIME_CLOSE_GRACE_SECONDS: z.coerce.number().int().min(1).max(60).default(2),
  SEED_DEMO: flag.default(true),
  WEB_DIST: z.string().min(1).default('../web/dist'),
  FILES_DIR: z.string().min(1).optional(),
  /** Set: the scaled mode (events, jobs and login counters shared by every process through it). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Every Redis key and channel of this cabinet starts with it (several cabinets, one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, dots, dashes and underscores only')
    .default('cabinet'),
  /** With Redis: a job whose process is silent this long is run again by another. */
  JOB_STALL_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  CSV_DELIMITER: z.enum([';', ',']).default(';'),
  EXPORT_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Exports one user may have queued or being made at once (more: 429 until one is ready). */
  EXPORT_MAX_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /** Megabytes of export files one user may keep (more: 429 until old ones are removed). */
  EXPORT_MAX_MB_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  /**
   * How long the first ask for a new export is held while its job runs: a small export is answered
   * with the file itself, a large one with its progress (then the client asks again). 0: not held.
   */
  EXPORT_FIRST_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /**
   * How long a later ask for an export still being made is held: it is answered the moment the
   * file is ready, or with the progress after this long. Keep it below the client's 10 s between
   * asks and the proxies' read timeouts. 0: not held.
   */
  EXPORT_HOLD_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  /** Days a per-service report made on request is kept among the documents (closings stay). */
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days audit log entries are kept (a daily job removes older ones); unset: forever. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  /** Days refused usage records are kept with their reasons (a daily job removes older ones). */
  REJECTED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Characters of a refused record kept with its reason (its JSON cut there, and marked cut): what
   * a person needs to see why it was refused, not a copy of what was sent.
   */
  REJECTED_RECORD_EXCERPT_CHARS: z.coerce
    .number()
    .int()
    .min(100)
    .max(MAX_KEPT_RECORD_CHARS)
    .default(2_000),
  /**
   * Refused records kept per sender (user and API key) and day; past it they are counted in the
   * sender's receipts, by reason, but not kept.
   */
  REJECTED_KEPT_PER_SENDER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  /**
   * The most rows, and bytes, one CSV of a list holds (refused records, audit log): the file ends
   * at the last whole row within both; narrower filters give the rest.
   */
  LIST_CSV_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  LIST_CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(4 * 1024 ** 3)
    .default(64 * 1024 ** 2),
  /**
   * Webhook hosts exempt from the rule against private, loopback and link-local addresses: host
   * names or addresses as the endpoint's URL writes them, or CIDR ranges for literal addresses;
   * `*` exempts every host. Unset: none (the safe default).
   */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: list.default([]),
  /** Webhook endpoints may use plain http:// (local receivers in tests). Unset: https only. */
  WEBHOOK_ALLOW_HTTP: flag.default(false),
  /** How long one webhook delivery attempt waits for the receiver's answer. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** Days a finished webhook delivery (delivered or given up) stays in the delivery log. */
  WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often each process looks for webhook deliveries whose retry is due. */
  WEBHOOK_RETRY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  /**
   * Webhook delivery attempts in flight at once per process, each to a different endpoint. Keep it
   * above WEBHOOK_MAX_ENDPOINTS, so that one owner's slow endpoints never fill the pool.
   */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** Webhook endpoints one partner (and the provider) may have. */
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Attempts in a row without an answer in time that open an endpoint's circuit breaker. */
  WEBHOOK_BREAKER_TIMEOUTS: z.coerce.number().int().min(1).max(100).default(3),
  /** How long an open breaker pauses deliveries to its endpoint; then one attempt probes it. */
  WEBHOOK_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Deliveries resent by hand per owner (a partner, or the provider) within the window. */
  WEBHOOK_RESEND_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  WEBHOOK_RESEND_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * How often usage alerts are checked on a schedule, once across a cluster: the quiet-integration
   * rule (no requests for N hours) lives on it; the others are checked as requests are recorded.
   */
  ALERT_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Alert rules a partner may keep: each crossing of each is a notification, mail and webhook. */
  ALERT_RULES_MAX_PER_PARTNER: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * Alert mails within ALERT_MAIL_WINDOW_SECONDS: to one address (whichever partners' rules) and
   * for one partner's rules (all recipients together); beyond, the mail is left out, the
   * notification centre still has the alert.
   */
  ALERT_MAIL_MAX_PER_RECIPIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  ALERT_MAIL_MAX_PER_PARTNER: z.coerce.number().int().min(1).max(100_000).default(200),
  ALERT_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  /** Days after a month's end before it may be closed: records that arrive late still count in it. */
  MONTH_CLOSE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /**
   * Bearer token Prometheus sends to read /metrics; unset: only direct local scrapes may, and
   * nobody when PUBLIC_URL is https:// (a proxy on the same host may look local).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** On SIGTERM, the longest wait for in-flight requests and the running job before exiting. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  // The provider's own details: public contacts page and the documents' letterhead.
  PROVIDER_NAME: z.string().min(1).default('ТОО «Дата Сервис»'),
  PROVIDER_BIN: z
    .string()
    .regex(/^\d{12}$/, { error: 'must be 12 digits', abort: true })
    .refine(isValidBin, 'the check digit does not match (a typo in the BIN?)')
    .prefault('180740012340'),
  PROVIDER_ADDRESS: z.string().min(1).default('050000, г. Алматы, пр. Абая, 10'),
  PROVIDER_PHONE: z.string().min(1).default('+7 727 300 00 00'),
  PROVIDER_EMAIL: z.email().default('support@cabinet.local'),
  /** The bank's name only: its BIC is PROVIDER_BIC. */
  PROVIDER_BANK: z.string().min(1).default('АО «Народный Банк Казахстана»'),
  PROVIDER_IBAN: z
    .string()
    .transform(normalizeIban)
    .refine(isValidIban, 'not a valid IBAN (its country, length or check digits are wrong)')
    .prefault('KZ11601KZT0001234567'),
  PROVIDER_BIC: z
    .string()
    .transform(normalizeBic)
    .refine(isValidBic, 'not a valid BIC (SWIFT code: 8 or 11 characters, e.g. HSBKKZKX)')
    .prefault('HSBKKZKX'),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; filesDir: string };

/** Variables whose values are never echoed back, even when wrong. */
const SECRET_KEYS = new Set([
  'APP_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; a bad value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in ConfigSchema.shape && value !== ''),
  );
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const shown = SECRET_KEYS.has(key) ? '(value hidden)' : JSON.stringify(env[key] ?? '');
      return `  ${key}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    filesDir: config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'),
  };
}
