import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  MessageBody,
  MessageKey,
  Permission,
  RoleIdParams,
  RoleInput,
  RoleResponse,
  RolesResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { listRoles } from './queries.js';
import { localizeRole } from './localize.js';
import { findRole, removeRole, saveRole } from './roles.js';
import { ok } from '../../core/http/answers.js';

const tags = ['access-control'];
const view = { access: { permission: Permission.accessControlView } } as const;
const edit = { access: { permission: Permission.accessControlEdit } } as const;
const base = '/api/access-control';

const loadRole = (db: AppDeps['db'], id: string) => findRole(db, Number(id));
/** A role's id in its path, none (or 0) for a new one. */
const roleId = (request: FastifyRequest) => (request.params as { id?: number }).id || undefined;

const listSchema = { tags, summary: 'Every role with its rules', response: { 200: RolesResponse } };
const oneSchema = { tags, summary: 'One role', params: IdParams, response: { 200: RoleResponse } };
const saveSchema = {
  tags,
  summary: 'Create a role (no id, or 0) or update one',
  params: RoleIdParams,
  body: RoleInput,
  response: { 200: RoleResponse, 201: RoleResponse },
};
const removeSchema = {
  tags,
  summary: 'Remove a role that no user holds',
  params: IdParams,
  response: { 200: MessageBody },
};

/** Roles: listed, read, created or updated, removed. */
export const roleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(`${base}/role`, { schema: listSchema, config: view }, (request) =>
    everyRole(deps, request),
  );

  app.get(`${base}/role/:id`, { schema: oneSchema, config: view }, (request) =>
    oneRole(deps, request),
  );

  for (const url of [`${base}/role`, `${base}/role/:id`]) {
    app.post(
      url,
      {
        schema: saveSchema,
        config: { ...edit, audit: { action: 'role.save', load: loadRole, id: roleId } },
      },
      (request, reply) => saveOneRole(deps, request, reply),
    );
  }

  app.post(
    `${base}/role/remove/:id`,
    {
      schema: removeSchema,
      config: { ...edit, audit: { action: 'role.remove', load: loadRole, id: 'id' } },
    },
    (request) => removeOneRole(deps, request),
  );
};

/** GET /api/access-control/role */
async function everyRole({ db }: AppDeps, request: FastifyRequest) {
  return ok((await listRoles(db)).map((role) => localizeRole(role, request.lang)));
}

/** GET /api/access-control/role/:id */
async function oneRole({ db }: AppDeps, request: RequestOf<typeof oneSchema>) {
  return ok(await findRole(db, request.params.id));
}

/** POST /api/access-control/role and POST /api/access-control/role/:id */
async function saveOneRole(
  { db, clock }: AppDeps,
  request: RequestOf<typeof saveSchema>,
  reply: ReplyOf<typeof saveSchema>,
) {
  const id = request.params.id || undefined;
  const data = await saveRole(db, id, request.body, clock.now().toISOString());
  return reply.status(id === undefined ? 201 : 200).send(ok(data, request.t(MessageKey.roleSaved)));
}

/** POST /api/access-control/role/remove/:id */
async function removeOneRole({ db }: AppDeps, request: RequestOf<typeof removeSchema>) {
  await removeRole(db, request.params.id);
  return { success: true as const, message: request.t(MessageKey.roleRemoved) };
}
