/**
 * The address of every screen that other screens link to, in one place; the route table
 * (app/router/routes.tsx) gives each its page.
 */

type Params = Record<string, string | number | undefined>;

const withQuery = (path: string, params: Params) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** A positive integer id from a route parameter, or undefined. */
export const parseId = (value: string | null | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

export const partnersPaths = {
  partners: '/admin',
  addPartner: '/admin/add',
  editPartner: (id: number) => `/admin/${id}/edit`,
  users: (partnerId: number) => `/admin/${partnerId}/users`,
  /** userPartnerAddPage; `partner` preselects the partner the user joins. */
  addUser: (partnerId?: number) =>
    partnerId ? `/admin/users/add?partner=${partnerId}` : '/admin/users/add',
  editUser: (id: number) => `/admin/users/${id}/edit`,
  changePassword: (id: number) => `/admin/changePassword/${id}`,
};

export const accessControlPaths = {
  roles: '/admin/roles',
  addRole: '/admin/roles/add',
  editRole: (id: number) => `/admin/roles/edit/${id}`,
  rules: '/admin/rules',
  editRuleGroup: (id: number) => `/admin/rules/edit/${id}`,
  addRuleGroup: '/admin/rules/group/create',
};

export const servicesPaths = {
  list: '/services',
  add: '/services/add',
  edit: (id: number) => `/services/${id}/edit`,
  documentation: (id: number) => `/service/${id}`,
  /** The cabinet form of a service: the spec's own address for almatyCement. */
  form: (service: { id: number; code: string }) =>
    service.code === 'almatyCement' ? '/almatyCement' : `/service/${service.id}/form`,
  available: '/partner-services',
};

export const apiKeysPaths = {
  list: '/api-keys',
};

export const webhooksPaths = {
  list: '/webhooks',
};

export const alertsPaths = {
  list: '/alerts',
  /** The rules with one rule's history open. */
  rule: (ruleId: number) => `/alerts?rule=${ruleId}`,
};

export const notificationsPaths = {
  list: '/notifications',
};

export const auditPaths = {
  list: '/audit',
};

export const receiptsPaths = {
  /** ingestReceiptsPage: what ingestion accepted and refused, and the refused records. */
  list: '/ingest-receipts',
};

export const tariffsPaths = {
  list: '/tariff',
  listOf: (serviceId: number) => `/tariff?serviceId=${serviceId}`,
  add: '/tariff/add',
  addFor: (serviceId: number) => `/tariff/add?serviceId=${serviceId}`,
  edit: (id: number) => `/tariff/edit/${id}`,
  simulate: (id: number) => `/tariff/simulate/${id}`,
  packages: (userId: number, serviceId: number) => `/users/${userId}/tariff-packages/${serviceId}`,
  /** A user's services and their tariffs. */
  userServices: (userId: number) => `/admin/${userId}/services`,
};

/** A calendar month (month 1 to 12). */
interface Month {
  month: number;
  year: number;
}

export interface RegisterLink {
  startDate?: string;
  endDate?: string;
  search?: string;
  /** Only the requests of this outcome. */
  status?: 'success' | 'error' | 'billable';
  request?: string;
}

export const reportsPaths = {
  /** reportsListPage: a user's services in a month. */
  list: (userId: number, month?: Month) =>
    withQuery(`/admin/${userId}/reports`, { month: month?.month, year: month?.year }),
  /** reportsPage: one service by day of a month. */
  daily: (userId: number, serviceId: number, month?: Month) =>
    withQuery(`/admin/${userId}/reports/${serviceId}/report`, {
      month: month?.month,
      year: month?.year,
    }),
  /** requestRegisterPage: one service's requests between two days. */
  register: (userId: number, serviceId: number, link: RegisterLink = {}) =>
    withQuery(`/admin/${userId}/reports/${serviceId}/register`, { ...link }),
};

export const documentsPaths = {
  /** documents: a partner's (or a client's own) documents. */
  documents: (userId: number) => `/admin/${userId}/documents`,
  /** invoicesPartners: every partner's documents of a month. */
  all: '/admin/all/documents',
};
