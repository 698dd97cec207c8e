import {
  AvailableServicesResponse,
  IdParams,
  Permission,
  ServiceOptionsResponse,
  ServiceResponse,
  ServicesPage,
  ServicesQuery,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { availableServices } from './available.js';
import { findService, findServiceByCode, listServices } from './queries.js';
import { editsServices, serviceSeenBy } from './visibility.js';
import { ServiceCode } from './call-routes.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok, okPage } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['services']);
const view = { access: { permission: Permission.servicesView } } as const;

const servicesPage = route.get(
  '/api/services',
  'Services, paged and searched',
  {
    querystring: ServicesQuery,
    response: { 200: ServicesPage },
  },
  view,
  async ({ deps }, request) => {
    const query = request.query;
    const caller = callerOf(request);
    const { rows, total } = await listServices(deps.db, query, editsServices(caller));
    const seen = rows.map((service) => serviceSeenBy(caller, service));
    return okPage(seen, query, total);
  },
);

const serviceOptions = route.get(
  '/api/services/all',
  'Id, code and name of every service, for pickers',
  {
    response: { 200: ServiceOptionsResponse },
  },
  view,
  async ({ deps }, request) => ({
    success: true as const,
    data: await deps.db
      .selectFrom('services')
      .select(['id', 'code', 'name', 'status'])
      .$if(!editsServices(callerOf(request)), (q) => q.where('status', '=', 'active'))
      .orderBy('name')
      .execute(),
  }),
);

const servicesAvailable = route.get(
  '/api/services/available',
  'The services the signed-in user may use, with tariff and package balance',
  {
    response: { 200: AvailableServicesResponse },
  },
  view,
  async ({ deps: { db, calendar, clock } }, request) =>
    ok(await availableServices(db, callerOf(request), calendar.today(clock.now()))),
);

const serviceByItsCode = route.get(
  '/api/services/code/:code',
  'A service by its code',
  { params: ServiceCode, response: { 200: ServiceResponse } },
  view,
  async ({ deps }, request) =>
    ok(serviceSeenBy(callerOf(request), await findServiceByCode(deps.db, request.params.code))),
);

const oneService = route.get(
  '/api/services/:id',
  'One service with its documentation',
  {
    params: IdParams,
    response: { 200: ServiceResponse },
  },
  view,
  async ({ deps }, request) =>
    ok(serviceSeenBy(callerOf(request), await findService(deps.db, request.params.id))),
);

/** The services as a caller may see them: the list, the pickers', one's own, and one. */
export const serviceReadRoutes = routesPlugin(
  servicesPage,
  serviceOptions,
  servicesAvailable,
  serviceByItsCode,
  oneService,
);
