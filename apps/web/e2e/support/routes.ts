import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';

/** Ids of real demo rows, so that every page shows data rather than "not found". */
export interface Ids {
  partner: number;
  member: number;
  service: number;
  tariff: number;
  ruleGroup: number;
  role: number;
}

/** Spec section 2, every route, with the ids filled in. */
export const PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/passwordRecovery',
  '/technologyPage',
  '/libraryPage',
  '/libraryPage?service=almatyCement',
  '/contactsPage',
  '/Mail',
  '/Maintenance',
  '/Pricing',
  '/Lock',
  '/Lock-2',
  '/no-such-page',
];

export const DEMO_ROUTES = [
  '/Dashboard2',
  '/Profile',
  '/Map',
  '/MapMarker',
  '/TreeTable',
  '/StreetView',
  '/Cards',
  '/Tables',
  '/Contact',
  '/Checkout',
  '/Ecommerce',
  '/Pagination',
  '/Charts',
  '/Calendar',
  '/Directory',
  '/Footer',
  '/CardHeader',
];

export const signedInRoutes = (ids: Ids) => [
  '/',
  '/profile',
  '/profile/changePassword',
  '/admin',
  `/admin/${ids.partner}/users`,
  `/admin/${ids.partner}/documents`,
  '/admin/all/documents',
  `/admin/${ids.partner}/edit`,
  '/admin/add',
  '/admin/users/add',
  `/admin/users/${ids.member}/edit`,
  `/admin/changePassword/${ids.member}`,
  `/admin/${ids.partner}/services`,
  `/admin/${ids.partner}/reports`,
  `/admin/${ids.partner}/reports/${ids.service}/report`,
  `/admin/${ids.partner}/reports/${ids.service}/register`,
  '/update/email',
  '/admin/rules',
  `/admin/rules/edit/${ids.ruleGroup}`,
  '/admin/rules/group/create',
  '/admin/roles',
  `/admin/roles/edit/${ids.role}`,
  '/admin/roles/add',
  ...DEMO_ROUTES,
  '/services',
  '/almatyCement',
  `/users/${ids.partner}/tariff-packages/${ids.service}`,
  '/tariff',
  `/tariff/edit/${ids.tariff}`,
  '/tariff/add',
  `/tariff/simulate/${ids.tariff}`,
  '/partner-services',
  `/service/${ids.service}`,
  `/services/${ids.service}/edit`,
  '/services/add',
];

export async function api<T>(context: BrowserContext, baseUrl: string, path: string): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  const response = await context.request.get(`${baseUrl}${path}`, {
    headers: {
      Authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
      Accept: 'application/json',
    },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type Rows = { data: { id: number }[] };

/** The demo partner, one of its users, and the seeded service, tariff, rule group and role. */
export async function demoIds(context: BrowserContext, baseUrl: string): Promise<Ids> {
  const me = await api<{ data: { id: number } }>(context, baseUrl, '/api/user');
  const members = await api<Rows>(context, baseUrl, `/api/partner-users/${me.data.id}`);
  const service = await api<{ data: { id: number } }>(
    context,
    baseUrl,
    '/api/services/code/almatyCement',
  );
  const tariffs = await api<Rows>(context, baseUrl, `/api/tariffs?serviceId=${service.data.id}`);
  return {
    partner: me.data.id,
    member: members.data[0]!.id,
    service: service.data.id,
    tariff: tariffs.data[0]!.id,
    ruleGroup: 1,
    role: 1,
  };
}
