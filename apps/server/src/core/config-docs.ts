import type { ConfigSchema } from './config.js';

/**
 * What each environment variable of ConfigSchema means: the one description of each, from which
 * `npm run docs:config` writes docs/configuration.md (links are relative to docs/). A variable
 * added to the schema without a line here fails the page's test, and so does the reverse.
 */
type Variable = keyof typeof ConfigSchema.shape;
type Described = Partial<Record<Variable, string>>;

export interface ConfigSection {
  title: string;
  variables: Described;
}

/** Defaults the schema cannot show by itself (computed at start, or secret). */
export const SHOWN_DEFAULTS: Described = {
  PUBLIC_URL: '`http://localhost:$PORT`',
  APP_SECRET: 'generated',
  CORS_ORIGINS: 'empty (closed)',
  FILES_DIR: '`$DATA_DIR/files`',
  WEBHOOK_ALLOW_PRIVATE_HOSTS: 'empty (none)',
};

export const CONFIG_SECTIONS: ConfigSection[] = [
  {
    title: 'Serving',
    variables: {
      NODE_ENV:
        'Accepted for the tools that read it (`development`, `production` or `test`); the cabinet behaves the same under each.',
      HOST: 'Address to listen on.',
      PORT: 'Port of the API, client and WebSocket (`0` picks a free one).',
      PUBLIC_URL:
        'Address users reach the cabinet at; used in e-mailed links. `https://` also turns on HSTS and secure cookies.',
      TRUST_PROXY:
        'Trust `X-Forwarded-*` from a reverse proxy (client addresses for login throttling).',
      CORS_ORIGINS:
        "Comma-separated origins allowed to call the API and open the WebSocket from another site (the page's own origin and `PUBLIC_URL`'s always may).",
      BODY_LIMIT_KB:
        'Largest request body of a route that declares no larger one (ingestion takes 40 MiB, uploads 20 MB, service create/update 1 MiB); larger is 413, unread.',
      JSON_MAX_DEPTH:
        'JSON bodies nested deeper are refused (422) as they arrive, before they are parsed.',
      BODY_TIMEOUT_SECONDS:
        'A request whose headers and body take longer to arrive is answered 408 and disconnected; keep it longer than your largest ingestion batch (up to 40 MB) takes to upload.',
      BODY_LINGER_SECONDS:
        'After an answer decided before its body had all arrived (413, 401, 419), how long the rest is read and dropped before the connection closes: the client sees the answer, not a reset.',
      LOG_LEVEL:
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines (pino); authorization headers, cookies, passwords and tokens are redacted.',
      METRICS_TOKEN:
        'Bearer token that may read `/metrics` (at least 16 characters). Unset: only a direct connection from this machine may, never through a proxy, and nobody when `PUBLIC_URL` is `https://` ([production.md](production.md)).',
      SHUTDOWN_TIMEOUT_SECONDS:
        'On SIGTERM, the longest wait for in-flight requests and the running job; then the process exits anyway (1).',
      WEB_DIST: 'Built client to serve, relative to `apps/server`.',
      TIMEZONE:
        "The provider's time zone (IANA name): days and months of reports, filters, files and closings are counted in it, and the client shows every time in it.",
    },
  },
  {
    title: 'Data and processes',
    variables: {
      DATA_DIR: 'Folder of the SQLite file, the generated secret and (by default) the files.',
      DATABASE_URL:
        '`postgres://user:pass@host:5432/db` selects PostgreSQL; unset means SQLite in `DATA_DIR/cabinet.sqlite` (WAL, foreign keys on).',
      DATABASE_POOL_SIZE:
        "PostgreSQL connections each process keeps; past about twice the database server's cores, more only wait inside it ([production.md](production.md)).",
      FILES_DIR:
        'Where documents, exports and uploads are kept. A file appears under its name only once complete (written beside it, then renamed).',
      SEED_DEMO:
        'Seed demo users on an empty database at start (`false`: only the default roles and rules).',
      REDIS_URL:
        '`redis://host:6379` runs several processes as one: events, jobs and login counters shared through it ([architecture.md](architecture.md)); `FILES_DIR` must then be a folder all of them share.',
      REDIS_PREFIX:
        'Start of every Redis key and channel of this cabinet, so that several can share one Redis.',
      JOB_STALL_SECONDS:
        'With Redis: a job whose process is silent this long (killed, machine lost) is run again by another process.',
    },
  },
  {
    title: 'Sign-in and sessions',
    variables: {
      APP_SECRET:
        'Key that signs the CSRF cookie (at least 32 characters). Unset: generated once and kept in `DATA_DIR/app-secret`. Set it when several processes serve the cabinet.',
      TOKEN_IDLE_MINUTES:
        "A token dies after this long unused (sliding); the sign-in answer and `GET /api/user` tell it (`sessionIdleMinutes`), and the client's cookie, idle warning and lock follow it.",
      TOKEN_MAX_HOURS: 'A token dies this long after login, however busy.',
      CALLER_CACHE_SECONDS:
        "How long a process keeps a verified token or key with its user and permissions; any change to a caller empties every process's at once ([SECURITY.md](../SECURITY.md)). `0` turns it off.",
      LOGIN_MAX_FAILURES:
        'Failed sign-ins per identity (login or e-mail, any spelling) and address, and failed current-password checks per user, within `LOGIN_FAILURE_WINDOW_SECONDS`, before the next is refused (429).',
      LOGIN_FAILURE_WINDOW_SECONDS: 'Window of `LOGIN_MAX_FAILURES`.',
      REGISTER_MAX_PER_ADDRESS:
        'Registration attempts per client address within `REGISTER_WINDOW_SECONDS` before 429 (probing for ids).',
      REGISTER_WINDOW_SECONDS: 'Window of `REGISTER_MAX_PER_ADDRESS`.',
      RECOVERY_MAX_PER_EMAIL:
        'Recovery mails per e-mail address per window; further requests get the same answer and no mail.',
      RECOVERY_MAX_PER_ADDRESS: 'Recovery requests per client address per window before 429.',
      RECOVERY_WINDOW_SECONDS: 'Window of both recovery limits.',
      EMAIL_CONFIRM_MAX_PER_USER:
        'New e-mail confirmation links a signed-in user may ask for per window (429 beyond).',
      EMAIL_CONFIRM_WINDOW_SECONDS: 'Window of `EMAIL_CONFIRM_MAX_PER_USER`.',
      RECOVERY_LINK_MINUTES: 'Lifetime of a password recovery link (single use).',
    },
  },
  {
    title: 'Mail',
    variables: {
      SMTP_URL:
        '`smtp://user:pass@host:587` (or `smtps://`) sends mail. Unset: messages are kept in the `mail_outbox` table only (`npm run cli -- outbox` shows them), so recovery works offline.',
      MAIL_FROM: "Sender of the cabinet's mail.",
    },
  },
  {
    title: 'Realtime',
    variables: {
      REALTIME_ALIVE_SECONDS: 'Interval of `SendAliveEvent` on the public channel.',
      REALTIME_APP_KEY:
        "The Pusher application key realtime clients connect with (`/app/{key}`), as Laravel Reverb's `REVERB_APP_KEY`; the web client is built with the same in `VITE_REVERB_APP_KEY`.",
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS:
        'Open WebSocket connections one client address may hold at once (tabs, devices behind NAT); more are refused (429).',
      REALTIME_MAX_MESSAGES_PER_SECOND:
        'Messages a WebSocket client may send a second; more closes its connection (1008).',
      REALTIME_PING_SECONDS:
        'Every WebSocket client is pinged this often; one that has not answered by the next ping is cut.',
      REALTIME_CLOSE_GRACE_SECONDS:
        "At shutdown, how long a WebSocket client has to answer the close (1012) before its socket is cut: a frozen tab would otherwise hold the exit for ws's 30 s.",
    },
  },
  {
    title: 'Exports, documents and retention',
    variables: {
      CSV_DELIMITER:
        '`;` (what Excel expects in a Russian locale; amounts then use a decimal comma) or `,` (amounts with a point).',
      EXPORT_RETENTION_HOURS:
        'CSV exports (files and their jobs) older than this are removed; checked at start and hourly.',
      EXPORT_MAX_JOBS_PER_USER:
        "Exports one user may have queued or being made at once; one more is refused (429) in the user's language. Asking again for an identical export joins it.",
      EXPORT_MAX_MB_PER_USER:
        'Megabytes of export files one user may keep; past it a new export is refused (429) until files age out or an administrator deletes some. A fresh identical file is reused, never rebuilt.',
      EXPORT_FIRST_WAIT_MS:
        'How long the first call for a new CSV export is held while its job runs: a small export is answered with the file itself, a large one with its progress. `0`: not held.',
      EXPORT_HOLD_MS:
        "How long a later call for an export still being made is held; it is answered the moment the file is ready. Keep it below the client's 10 s between calls and the proxies' read timeouts. `0`: not held.",
      REPORT_RETENTION_DAYS:
        'Per-service reports kept as documents on request are removed after this many days; one is made again only when its data changed, replacing the older copy. Month-closing documents are never removed.',
      MONTH_CLOSE_GRACE_DAYS:
        "Days after a month's end before it may be closed: records that arrive late still count in it. Afterwards they are billed in the next open month as corrections.",
      REGISTER_RETENTION_MONTHS:
        'PostgreSQL: months of the register kept before the current one; older months, once closed, are dropped by a daily job (their daily usage, charges and documents stay). Unset: everything is kept. SQLite keeps everything ([production.md](production.md)).',
      AUDIT_RETENTION_DAYS:
        'Days audit log entries are kept; a daily job removes older ones. Unset: kept forever.',
      REJECTED_RETENTION_DAYS:
        "Days refused usage records (what was sent, by whom, why) are kept for the ingest receipts' list and CSV; a daily job removes older ones. The daily counts by reason stay.",
      REJECTED_RECORD_EXCERPT_CHARS:
        'Characters of a refused record kept with its reason (its JSON cut there, and marked cut): what a person needs to see why, not a copy of what was sent.',
      REJECTED_KEPT_PER_SENDER_DAY:
        "Refused records kept per sender (user and API key) and day; past it they are only counted in the sender's receipts, by reason.",
      LIST_CSV_MAX_ROWS: 'The most rows one list CSV holds (refused records, audit log).',
      LIST_CSV_MAX_BYTES:
        'The most bytes one list CSV holds; the file ends at the last whole row within both caps, and narrower filters give the rest.',
    },
  },
  {
    title: 'Webhooks',
    variables: {
      WEBHOOK_ALLOW_PRIVATE_HOSTS:
        "Webhook hosts exempt from the rule against private, loopback, link-local, unique-local and unspecified addresses: comma-separated host names or addresses exactly as an endpoint's URL writes them, CIDR ranges (for literal addresses), or `*`. Unset: none ([SECURITY.md](../SECURITY.md)). The tests allow their local receiver with `127.0.0.1`.",
      WEBHOOK_ALLOW_HTTP:
        'Webhook endpoints may use plain `http://` (local receivers). Otherwise `https://` only.',
      WEBHOOK_TIMEOUT_SECONDS:
        "How long one webhook delivery attempt waits for the receiver's answer; no answer counts as a failure.",
      WEBHOOK_LOG_RETENTION_DAYS:
        'Days a finished webhook delivery (delivered or given up) stays in the delivery log; waiting ones stay until they finish.',
      WEBHOOK_FIRST_RETRY_SECONDS:
        "The wait before a failed webhook delivery's first retry; each next wait is four times the last, at most 12 hours, nine attempts in all (with 30 s, the last comes about 35 hours after the first).",
      WEBHOOK_RETRY_POLL_MS:
        'How often each process looks for webhook deliveries whose retry is due (the attempt itself is claimed, so it runs once).',
      WEBHOOK_CONCURRENCY:
        "Webhook attempts in flight at once per process, at most one per endpoint; keep it above `WEBHOOK_MAX_ENDPOINTS`, so that one owner's slow endpoints never fill the pool.",
      WEBHOOK_MAX_ENDPOINTS:
        'Webhook endpoints one partner (and the provider) may have (422 beyond).',
      WEBHOOK_BREAKER_TIMEOUTS:
        'Timeouts in a row that pause an endpoint (its circuit breaker opens).',
      WEBHOOK_BREAKER_OPEN_SECONDS:
        'How long a paused endpoint waits before one attempt probes it.',
      WEBHOOK_RESEND_MAX:
        'Deliveries resent by hand per owner (a partner, or the provider) within the window (429 beyond).',
      WEBHOOK_RESEND_WINDOW_SECONDS: 'Window of `WEBHOOK_RESEND_MAX`.',
    },
  },
  {
    title: 'Usage alerts',
    variables: {
      ALERT_CHECK_INTERVAL_SECONDS:
        'How often usage alerts are checked on a schedule, once across a cluster (the first process of each interval): the quiet-integration rule (no requests for N hours) fires from it, and the others are checked there too besides as requests are recorded.',
      ALERT_RULES_MAX_PER_PARTNER:
        'Alert rules one partner may keep (422 beyond): each crossing of each is a notification, mail and webhook.',
      ALERT_MAIL_MAX_PER_RECIPIENT:
        "Alert mails to one address (whichever partners' rules) within `ALERT_MAIL_WINDOW_SECONDS`; beyond, the mail is left out and the notification kept.",
      ALERT_MAIL_MAX_PER_PARTNER:
        "Alert mails for one partner's rules within the window, all recipients together.",
      ALERT_MAIL_WINDOW_SECONDS: 'Window of the alert mail limits.',
    },
  },
  {
    title: "The provider's details",
    variables: {
      PROVIDER_NAME:
        "The provider's name. Every `PROVIDER_*` detail is printed on the PDF documents' letterhead, as the contractor in Application 1 and on the public contacts page, and checked at start by the rules partners' details follow.",
      PROVIDER_BIN: "The provider's BIN: 12 digits, its check digit verified at start.",
      PROVIDER_ADDRESS: "The provider's address.",
      PROVIDER_PHONE: "The provider's phone.",
      PROVIDER_EMAIL: "The provider's e-mail address.",
      PROVIDER_BANK: "The bank's name only: its BIC is `PROVIDER_BIC`.",
      PROVIDER_IBAN:
        "The provider's IBAN; its country, length and check digits are verified at start.",
      PROVIDER_BIC: "The bank's BIC (SWIFT code, 8 or 11 characters), its form verified at start.",
    },
  },
];
