import { IdParams, MessageKey, Permission, ServiceInput, ServiceResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { saveService } from './queries.js';
import { serviceSeenBy } from './visibility.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['services']);
const edit = { access: { permission: Permission.servicesEdit } } as const;
/** A service's documentation may hold 200,000 characters: up to three UTF-8 bytes each, escapes aside. */
const SERVICE_BODY_LIMIT = 1024 * 1024;

const createService = route.post(
  '/api/services/create',
  'Create a service',
  { body: ServiceInput, response: { 201: ServiceResponse } },
  {
    idempotent: true,
    ...edit,
    audit: { action: 'service.create', table: 'services' },
    bodyLimit: SERVICE_BODY_LIMIT,
  },
  async ({ deps: { db, clock } }, request, reply) => {
    const saved = await saveService(db, undefined, request.body, clock.now().toISOString());
    const data = serviceSeenBy(callerOf(request), saved);
    return reply.status(201).send(ok(data, request.t(MessageKey.serviceSaved)));
  },
);

const updateService = route.post(
  '/api/services/update/:id',
  'Update a service',
  { params: IdParams, body: ServiceInput, response: { 200: ServiceResponse } },
  {
    ...edit,
    audit: { action: 'service.update', table: 'services', id: 'id' },
    bodyLimit: SERVICE_BODY_LIMIT,
  },
  async ({ deps: { db, clock } }, request) => {
    const saved = await saveService(db, request.params.id, request.body, clock.now().toISOString());
    return ok(serviceSeenBy(callerOf(request), saved), request.t(MessageKey.serviceSaved));
  },
);

/** Services created and changed by those who edit them. */
export const serviceChangeRoutes = routesPlugin(createService, updateService);
