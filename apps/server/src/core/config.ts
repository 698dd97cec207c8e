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

/**
 * Every environment variable the server reads. What each means is in config-docs.ts, from which
 * `npm run docs:config` writes docs/configuration.md (a test keeps the three in step).
 */
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
  CALLER_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  REGISTER_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  RECOVERY_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(100).default(3),
  RECOVERY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  RECOVERY_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  EMAIL_CONFIRM_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  EMAIL_CONFIRM_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  RECOVERY_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  REGISTER_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  TIMEZONE: z.string().refine(isTimeZone, 'not a known time zone').default('Asia/Almaty'),
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(1024).default(128),
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  BODY_LINGER_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  JSON_MAX_DEPTH: z.coerce.number().int().min(8).max(256).default(32),
  REALTIME_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  REALTIME_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('cabinet'),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  REALTIME_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  REALTIME_PING_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  REALTIME_CLOSE_GRACE_SECONDS: z.coerce.number().int().min(1).max(60).default(2),
  SEED_DEMO: flag.default(true),
  WEB_DIST: z.string().min(1).default('../web/dist'),
  FILES_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, dots, dashes and underscores only')
    .default('cabinet'),
  JOB_STALL_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  CSV_DELIMITER: z.enum([';', ',']).default(';'),
  EXPORT_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  EXPORT_MAX_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  EXPORT_MAX_MB_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  EXPORT_FIRST_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  EXPORT_HOLD_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  REJECTED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REJECTED_RECORD_EXCERPT_CHARS: z.coerce
    .number()
    .int()
    .min(100)
    .max(MAX_KEPT_RECORD_CHARS)
    .default(2_000),
  REJECTED_KEPT_PER_SENDER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  LIST_CSV_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  LIST_CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(4 * 1024 ** 3)
    .default(64 * 1024 ** 2),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: list.default([]),
  WEBHOOK_ALLOW_HTTP: flag.default(false),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEBHOOK_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOK_RETRY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(1000).default(10),
  WEBHOOK_BREAKER_TIMEOUTS: z.coerce.number().int().min(1).max(100).default(3),
  WEBHOOK_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  WEBHOOK_RESEND_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  WEBHOOK_RESEND_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ALERT_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  ALERT_RULES_MAX_PER_PARTNER: z.coerce.number().int().min(1).max(10_000).default(50),
  ALERT_MAIL_MAX_PER_RECIPIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  ALERT_MAIL_MAX_PER_PARTNER: z.coerce.number().int().min(1).max(100_000).default(200),
  ALERT_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  MONTH_CLOSE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  PROVIDER_NAME: z.string().min(1).default('ТОО «Дата Сервис»'),
  PROVIDER_BIN: z
    .string()
    .regex(/^\d{12}$/, { error: 'must be 12 digits', abort: true })
    .refine(isValidBin, 'the check digit does not match (a typo in the BIN?)')
    .prefault('180740012340'),
  PROVIDER_ADDRESS: z.string().min(1).default('050000, г. Алматы, пр. Абая, 10'),
  PROVIDER_PHONE: z.string().min(1).default('+7 727 300 00 00'),
  PROVIDER_EMAIL: z.email().default('support@cabinet.local'),
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
