import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  UsersTable,
  EmailConfirmationsTable,
  RolesTable,
  RuleGroupsTable,
  RulesTable,
  RoleRulesTable,
  UserRolesTable,
  PersonalAccessTokensTable,
  ApiKeysTable,
  PasswordResetsTable,
  MailOutboxTable,
  PartnerProfilesTable,
  PartnerLocationsTable,
} from './schema/accounts.js';
import type {
  ServicesTable,
  TariffsTable,
  UserServicesTable,
  TariffPackagesTable,
  PackageRequestsTable,
  PublicTariffsTable,
} from './schema/pricing.js';
import type {
  RequestsTable,
  RequestKeysTable,
  RegisterRetiredMonthsTable,
  DailyUsageTable,
  HourlyUsageTable,
  DailyChargesTable,
  MonthlyVolumeTable,
  IngestReceiptsTable,
  IngestReceiptReasonsTable,
  IngestRejectionsTable,
} from './schema/usage.js';
import type {
  DocumentNumbersTable,
  ClosingNumbersTable,
  DocumentsTable,
  ExportJobsTable,
  MonthClosingsTable,
} from './schema/documents.js';
import type {
  IdempotencyKeysTable,
  AuditLogTable,
  WebhookEndpointsTable,
  WebhookDeliveriesTable,
  WebhookAttemptsTable,
  AlertRulesTable,
  AlertEventsTable,
  NotificationsTable,
  AppSettingsTable,
} from './schema/operations.js';

/**
 * The database's one schema: an interface per table, cut by area into schema/*.ts, and `Database`,
 * the map of every table that queries are typed against.
 */
export type * from './schema/accounts.js';
export type * from './schema/pricing.js';
export type * from './schema/usage.js';
export type * from './schema/documents.js';
export type * from './schema/operations.js';
export type { Timestamp } from './schema/timestamp.js';

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  rule_groups: RuleGroupsTable;
  rules: RulesTable;
  role_rules: RoleRulesTable;
  user_roles: UserRolesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  api_keys: ApiKeysTable;
  password_resets: PasswordResetsTable;
  email_confirmations: EmailConfirmationsTable;
  mail_outbox: MailOutboxTable;
  partner_profiles: PartnerProfilesTable;
  services: ServicesTable;
  tariffs: TariffsTable;
  user_services: UserServicesTable;
  tariff_packages: TariffPackagesTable;
  requests: RequestsTable;
  request_keys: RequestKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  register_retired_months: RegisterRetiredMonthsTable;
  daily_usage: DailyUsageTable;
  hourly_usage: HourlyUsageTable;
  monthly_volume: MonthlyVolumeTable;
  daily_charges: DailyChargesTable;
  document_numbers: DocumentNumbersTable;
  closing_numbers: ClosingNumbersTable;
  documents: DocumentsTable;
  export_jobs: ExportJobsTable;
  ingest_receipts: IngestReceiptsTable;
  month_closings: MonthClosingsTable;
  audit_log: AuditLogTable;
  ingest_receipt_reasons: IngestReceiptReasonsTable;
  ingest_rejections: IngestRejectionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  alert_rules: AlertRulesTable;
  alert_events: AlertEventsTable;
  notifications: NotificationsTable;
  partner_locations: PartnerLocationsTable;
  package_requests: PackageRequestsTable;
  public_tariffs: PublicTariffsTable;
  app_settings: AppSettingsTable;
}

/** A connection (or transaction) typed against the schema, as every query takes it. */
export type Db = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
