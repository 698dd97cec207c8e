// Schema-free, like auth-constants.ts: the router and the menu read these on every page, and
// importing them must not evaluate the contract's zod schemas (issue 43, the sign-in weight).

/** Permission slugs the server checks; roles grant them through rules. */
export const Permission = {
  partnersView: 'partners.view',
  partnersEdit: 'partners.edit',
  usersView: 'users.view',
  usersEdit: 'users.edit',
  servicesView: 'services.view',
  servicesEdit: 'services.edit',
  tariffView: 'tariff.view',
  tariffEdit: 'tariff.edit',
  /** Re-price past months under a draft tariff (staff only; changes nothing). */
  tariffSimulate: 'tariff.simulate',
  reportsView: 'reports.view',
  requestsView: 'requests.view',
  requestsIngest: 'requests.ingest',
  /** Record usage for any user: the provider's own integrators; never granted by a partner. */
  requestsIngestAll: 'requests.ingest-all',
  requestsExport: 'requests.export',
  documentsView: 'documents.view',
  documentsEdit: 'documents.edit',
  documentsAll: 'documents.all',
  accessControlView: 'access-control.view',
  accessControlEdit: 'access-control.edit',
  outboxView: 'outbox.view',
  packageRequestsView: 'package-requests.view',
  packageRequestsCreate: 'package-requests.create',
  packageRequestsDecide: 'package-requests.decide',
  maintenanceEdit: 'maintenance.edit',
  apiKeysManage: 'api-keys.manage',
  /** Webhook endpoints: staff for any partner and the provider, a partner its own. */
  webhooksManage: 'webhooks.manage',
  /** Usage alert rules: staff for any partner, a partner for itself and its users. */
  alertsManage: 'alerts.manage',
  /** The audit log: staff read all of it, a partner its own circle's entries. */
  auditView: 'audit.view',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
