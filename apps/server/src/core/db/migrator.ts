import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as usersAndAccess from './migrations/0001_users_and_access.js';
import * as partnerProfiles from './migrations/0002_partner_profiles.js';
import * as servicesAndTariffs from './migrations/0003_services_and_tariffs.js';
import * as requestRegister from './migrations/0004_request_register.js';
import * as documents from './migrations/0005_documents.js';
import * as packageRequests from './migrations/0006_package_requests.js';
import * as settings from './migrations/0007_settings.js';
import * as partnerLocations from './migrations/0008_partner_locations.js';
import { identityNamespace, type MigrationLog } from './migrations/0009_identity_namespace.js';
import * as documentDigests from './migrations/0010_document_digests.js';
import * as statements from './migrations/0011_statements.js';
import * as billableOutcomes from './migrations/0012_billable_outcomes.js';
import * as apiKeys from './migrations/0013_api_keys.js';
import * as registerOutcomes from './migrations/0014_register_outcomes.js';
import * as ingestReceipts from './migrations/0015_ingest_receipts.js';
import * as registerPartitions from './migrations/0016_register_partitions.js';
import * as auditLog from './migrations/0017_audit_log.js';
import * as ingestRejections from './migrations/0019_ingest_rejections.js';
import * as webhooks from './migrations/0020_webhooks.js';
import * as usageAlerts from './migrations/0021_usage_alerts.js';
import * as chargesByMonth from './migrations/0022_charges_by_month.js';
import * as subjectByTime from './migrations/0023_subject_by_time.js';
import * as rejectionExcerpts from './migrations/0024_rejection_excerpts.js';
import * as closingRuns from './migrations/0027_closing_runs.js';
import * as webhookIsolation from './migrations/0028_webhook_isolation.js';
import * as closingRegisterMark from './migrations/0029_closing_register_mark.js';
import * as idempotency from './migrations/0026_idempotency.js';
import * as emailConfirmations from './migrations/0025_email_confirmations.js';
import * as hourlyUsage from './migrations/0030_hourly_usage.js';

/** Migrations are listed here in order; a new one is a new file and a new line. */
const migrations = (log: MigrationLog): Record<string, Migration> => ({
  '0001_users_and_access': usersAndAccess,
  '0002_partner_profiles': partnerProfiles,
  '0003_services_and_tariffs': servicesAndTariffs,
  '0004_request_register': requestRegister,
  '0005_documents': documents,
  '0006_package_requests': packageRequests,
  '0007_settings': settings,
  '0008_partner_locations': partnerLocations,
  '0009_identity_namespace': identityNamespace(log),
  '0010_document_digests': documentDigests,
  '0011_statements': statements,
  '0012_billable_outcomes': billableOutcomes,
  '0013_api_keys': apiKeys,
  '0014_register_outcomes': registerOutcomes,
  '0015_ingest_receipts': ingestReceipts,
  '0016_register_partitions': registerPartitions,
  '0017_audit_log': auditLog,
  '0019_ingest_rejections': ingestRejections,
  '0020_webhooks': webhooks,
  '0021_usage_alerts': usageAlerts,
  '0022_charges_by_month': chargesByMonth,
  '0023_subject_by_time': subjectByTime,
  '0024_rejection_excerpts': rejectionExcerpts,
  '0027_closing_runs': closingRuns,
  '0028_webhook_isolation': webhookIsolation,
  '0029_closing_register_mark': closingRegisterMark,
  '0026_idempotency': idempotency,
  '0025_email_confirmations': emailConfirmations,
  '0030_hourly_usage': hourlyUsage,
});

/** Before the server's own log exists: one readable line each on stderr. */
const stderrLog: MigrationLog = {
  warn: (details, message) =>
    process.stderr.write(`Migration warning: ${message} ${JSON.stringify(details)}\n`),
};

// Migrations work below the typed schema, as Kysely's own guide has them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function migrator(db: AnyDb, log: MigrationLog = stderrLog): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations(log) } });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(
  db: AnyDb,
  log: MigrationLog = stderrLog,
): Promise<MigrationResultSet> {
  const result = await migrator(db, log).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
