import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, MessageKey, Permission, ServiceInput, ServiceResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { saveService } from './queries.js';
import { serviceSeenBy } from './visibility.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['services']);
const edit = { access: { permission: Permission.servicesEdit } } as const;
/** A service's documentation may hold 200,000 characters: up to three UTF-8 bytes each, escapes aside. */
const SERVICE_BODY_LIMIT = 1024 * 1024;

const createSchema = schema('Create a service', {
  body: ServiceInput,
  response: { 201: ServiceResponse },
});
const updateSchema = schema('Update a service', {
  params: IdParams,
  body: ServiceInput,
  response: { 200: ServiceResponse },
});

/** Services created and changed by those who edit them. */
export const serviceChangeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/services/create',
    {
      schema: createSchema,
      config: { idempotent: true, ...edit, audit: { action: 'service.create', table: 'services' } },
      bodyLimit: SERVICE_BODY_LIMIT,
    },
    (request, reply) => createService(deps, request, reply),
  );

  app.post(
    '/api/services/update/:id',
    {
      schema: updateSchema,
      config: { ...edit, audit: { action: 'service.update', table: 'services', id: 'id' } },
      bodyLimit: SERVICE_BODY_LIMIT,
    },
    (request) => updateService(deps, request),
  );
};

/** POST /api/services/create */
async function createService(
  { db, clock }: AppDeps,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const saved = await saveService(db, undefined, request.body, clock.now().toISOString());
  const data = serviceSeenBy(callerOf(request), saved);
  return reply.status(201).send(ok(data, request.t(MessageKey.serviceSaved)));
}

/** POST /api/services/update/:id */
async function updateService({ db, clock }: AppDeps, request: RequestOf<typeof updateSchema>) {
  const saved = await saveService(db, request.params.id, request.body, clock.now().toISOString());
  return ok(serviceSeenBy(callerOf(request), saved), request.t(MessageKey.serviceSaved));
}
