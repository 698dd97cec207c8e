import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageKey,
  PathId,
  Permission,
  UserServiceAssign,
  UserServiceEnd,
  UserServicesResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { notFound } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { assignService, endAssignments, listAssignments } from './assignments.js';
import { ok } from '../../core/http/answers.js';
import { schemaOf } from '../../core/http/route-schema.js';

const UserParams = z.object({ userId: PathId });

const schema = schemaOf(['tariffs']);
const listSchema = schema('Which services a user may use, under which tariff, from when', {
  params: UserParams,
  response: { 200: UserServicesResponse },
});
const assignSchema = schema('Give a user a service under a tariff from a day on', {
  params: UserParams,
  body: UserServiceAssign,
  response: { 200: UserServicesResponse },
});
const endSchema = schema('Stop a user’s access to a service from a day on', {
  params: UserParams,
  body: UserServiceEnd,
  response: { 200: UserServicesResponse },
});

const loadAssignments = (db: AppDeps['db'], userId: string) => listAssignments(db, Number(userId));
/** The audit of a change to the assignments of the user in the path. */
const auditOf = (action: string) => ({ action, load: loadAssignments, id: 'userId' });
const edit = { permission: Permission.tariffEdit, user: 'userId' };

/** Which services a user may use under which tariff: read, given, ended. */
export const assignmentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/users/:userId/services',
    {
      schema: listSchema,
      config: { access: { permission: Permission.servicesView, user: 'userId' } },
    },
    (request) => userServices(deps, request),
  );

  app.post(
    '/api/users/:userId/services/assign',
    {
      schema: assignSchema,
      config: { audit: auditOf('user-service.assign'), access: edit },
    },
    (request) => assignUserService(deps, request),
  );

  app.post(
    '/api/users/:userId/services/end',
    {
      schema: endSchema,
      config: { audit: auditOf('user-service.end'), access: edit },
    },
    (request) => endUserService(deps, request),
  );
};

/** GET /api/users/:userId/services */
async function userServices({ db }: AppDeps, request: RequestOf<typeof listSchema>) {
  return ok(await listAssignments(db, request.params.userId));
}

/** POST /api/users/:userId/services/assign */
async function assignUserService({ db }: AppDeps, request: RequestOf<typeof assignSchema>) {
  const { serviceId, tariffId, from } = request.body;
  await assignService(db, request.params.userId, serviceId, tariffId, from);
  return ok(
    await listAssignments(db, request.params.userId),
    request.t(MessageKey.assignmentSaved),
  );
}

/** POST /api/users/:userId/services/end */
async function endUserService({ db }: AppDeps, request: RequestOf<typeof endSchema>) {
  const { userId } = request.params;
  const changed = await endAssignments(db, userId, request.body.serviceId, request.body.from);
  if (changed === 0) throw notFound(MessageKey.assignmentMissing);
  return ok(await listAssignments(db, userId), request.t(MessageKey.assignmentEnded));
}
