import type { FastifyRequest } from 'fastify';
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
import { listRoles } from './queries.js';
import { localizeRole } from './localize.js';
import { findRole, removeRole, saveRole } from './roles.js';
import { ok } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['access-control']);
const view = { access: { permission: Permission.accessControlView } } as const;
const edit = { access: { permission: Permission.accessControlEdit } } as const;
const base = '/api/access-control';

const loadRole = (db: AppDeps['db'], id: string) => findRole(db, Number(id));
/** A role's id in its path, none (or 0) for a new one. */
const roleId = (request: FastifyRequest) => (request.params as { id?: number }).id || undefined;

const everyRole = route.get(
  `${base}/role`,
  'Every role with its rules',
  { response: { 200: RolesResponse } },
  view,
  async ({ deps }, request) =>
    ok((await listRoles(deps.db)).map((role) => localizeRole(role, request.lang))),
);

const oneRole = route.get(
  `${base}/role/:id`,
  'One role',
  { params: IdParams, response: { 200: RoleResponse } },
  view,
  async ({ deps }, request) => ok(await findRole(deps.db, request.params.id)),
);

/** Creating a role (no id, or 0) and updating one share a route at both addresses. */
const saveOneRole = (url: string) =>
  route.post(
    url,
    'Create a role (no id, or 0) or update one',
    {
      params: RoleIdParams,
      body: RoleInput,
      response: { 200: RoleResponse, 201: RoleResponse },
    },
    { ...edit, audit: { action: 'role.save', load: loadRole, id: roleId } },
    async ({ deps: { db, clock } }, request, reply) => {
      const id = request.params.id || undefined;
      const data = await saveRole(db, id, request.body, clock.now().toISOString());
      return reply
        .status(id === undefined ? 201 : 200)
        .send(ok(data, request.t(MessageKey.roleSaved)));
    },
  );

const removeOneRole = route.post(
  `${base}/role/remove/:id`,
  'Remove a role that no user holds',
  { params: IdParams, response: { 200: MessageBody } },
  { ...edit, audit: { action: 'role.remove', load: loadRole, id: 'id' } },
  async ({ deps }, request) => {
    await removeRole(deps.db, request.params.id);
    return { success: true as const, message: request.t(MessageKey.roleRemoved) };
  },
);

/** Roles: listed, read, created or updated, removed. */
export const roleRoutes = routesPlugin(
  everyRole,
  oneRole,
  saveOneRole(`${base}/role`),
  saveOneRole(`${base}/role/:id`),
  removeOneRole,
);
