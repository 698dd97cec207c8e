import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AvailableServicesResponse,
  PathId,
  Permission,
  ServiceOptionsResponse,
  ServiceResponse,
  ServicesPage,
  ServicesQuery,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { availableServices } from './available.js';
import { findService, findServiceByCode, listServices } from './queries.js';
import { editsServices, serviceSeenBy } from './visibility.js';
import { ServiceCode } from './call-routes.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok, okPage } from '../../core/http/answers.js';

const schema = schemaOf(['services']);
const view = { access: { permission: Permission.servicesView } } as const;

const listSchema = schema('Services, paged and searched', {
  querystring: ServicesQuery,
  response: { 200: ServicesPage },
});
const optionsSchema = schema('Id, code and name of every service, for pickers', {
  response: { 200: ServiceOptionsResponse },
});
const availableSchema = schema(
  'The services the signed-in user may use, with tariff and package balance',
  {
    response: { 200: AvailableServicesResponse },
  },
);
const byCodeSchema = schema('A service by its code', {
  params: ServiceCode,
  response: { 200: ServiceResponse },
});
const oneSchema = schema('One service with its documentation', {
  params: z.object({ id: PathId }),
  response: { 200: ServiceResponse },
});

/** The services as a caller may see them: the list, the pickers', one's own, and one. */
export const serviceReadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get('/api/services', { schema: listSchema, config: view }, (request) =>
    servicesPage(deps, request),
  );
  app.get('/api/services/all', { schema: optionsSchema, config: view }, (request) =>
    serviceOptions(deps, request),
  );
  app.get('/api/services/available', { schema: availableSchema, config: view }, (request) =>
    servicesAvailable(deps, request),
  );
  app.get('/api/services/code/:code', { schema: byCodeSchema, config: view }, (request) =>
    serviceByItsCode(deps, request),
  );
  app.get('/api/services/:id', { schema: oneSchema, config: view }, (request) =>
    oneService(deps, request),
  );
};

/** GET /api/services */
async function servicesPage({ db }: AppDeps, request: RequestOf<typeof listSchema>) {
  const query = request.query;
  const caller = callerOf(request);
  const { rows, total } = await listServices(db, query, editsServices(caller));
  return okPage(
    rows.map((service) => serviceSeenBy(caller, service)),
    query,
    total,
  );
}

/** GET /api/services/all */
async function serviceOptions({ db }: AppDeps, request: FastifyRequest) {
  return {
    success: true as const,
    data: await db
      .selectFrom('services')
      .select(['id', 'code', 'name', 'status'])
      .$if(!editsServices(callerOf(request)), (q) => q.where('status', '=', 'active'))
      .orderBy('name')
      .execute(),
  };
}

/** GET /api/services/available */
async function servicesAvailable({ db, calendar, clock }: AppDeps, request: FastifyRequest) {
  return ok(await availableServices(db, callerOf(request), calendar.today(clock.now())));
}

/** GET /api/services/code/:code */
async function serviceByItsCode({ db }: AppDeps, request: RequestOf<typeof byCodeSchema>) {
  return ok(serviceSeenBy(callerOf(request), await findServiceByCode(db, request.params.code)));
}

/** GET /api/services/:id */
async function oneService({ db }: AppDeps, request: RequestOf<typeof oneSchema>) {
  return ok(serviceSeenBy(callerOf(request), await findService(db, request.params.id)));
}
