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
  RuleGroupInput,
  RuleGroupResponse,
  RuleGroupsResponse,
  RulesResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { listRoles, listRuleGroups, listRules } from './queries.js';
import { localizeRole, localizeRule, localizeRuleGroup } from './localize.js';
import { findRole, removeRole, saveRole } from './roles.js';
import { findRuleGroup, saveRuleGroup } from './rule-groups.js';

const tags = ['access-control'];
const view = { access: { permission: Permission.accessControlView } } as const;
const edit = { access: { permission: Permission.accessControlEdit } } as const;
const base = '/api/access-control';

type Db = AppDeps['db'];
const loadRole = (db: Db, id: string) => findRole(db, Number(id));
const loadRuleGroup = (db: Db, id: string) => findRuleGroup(db, Number(id));
/** A role's id in its path, none (or 0) for a new one. */
const roleId = (request: FastifyRequest) => (request.params as { id?: number }).id || undefined;
const ruleGroupId = (request: FastifyRequest) => (request.body as { id?: number }).id;

export const accessControlRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get(
    `${base}/role`,
    {
      schema: { tags, summary: 'Every role with its rules', response: { 200: RolesResponse } },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: (await listRoles(db)).map((role) => localizeRole(role, request.lang)),
    }),
  );

  app.get(
    `${base}/role/:id`,
    {
      schema: { tags, summary: 'One role', params: IdParams, response: { 200: RoleResponse } },
      config: view,
    },
    async (request) => ({ success: true as const, data: await findRole(db, request.params.id) }),
  );

  for (const url of [`${base}/role`, `${base}/role/:id`]) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Create a role (no id, or 0) or update one',
          params: RoleIdParams,
          body: RoleInput,
          response: { 200: RoleResponse, 201: RoleResponse },
        },
        config: { ...edit, audit: { action: 'role.save', load: loadRole, id: roleId } },
      },
      async (request, reply) => {
        const id = request.params.id || undefined;
        const data = await saveRole(db, id, request.body, clock.now().toISOString());
        return reply
          .status(id === undefined ? 201 : 200)
          .send({ success: true, data, message: request.t(MessageKey.roleSaved) });
      },
    );
  }

  app.post(
    `${base}/role/remove/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a role that no user holds',
        params: IdParams,
        response: { 200: MessageBody },
      },
      config: { ...edit, audit: { action: 'role.remove', load: loadRole, id: 'id' } },
    },
    async (request) => {
      await removeRole(db, request.params.id);
      return { success: true as const, message: request.t(MessageKey.roleRemoved) };
    },
  );

  app.get(
    `${base}/rule-group`,
    {
      schema: {
        tags,
        summary: 'Rule groups with their rules',
        response: { 200: RuleGroupsResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: (await listRuleGroups(db)).map((group) => localizeRuleGroup(group, request.lang)),
    }),
  );

  app.get(
    `${base}/rule-group/:id`,
    {
      schema: {
        tags,
        summary: 'One rule group',
        params: IdParams,
        response: { 200: RuleGroupResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: await findRuleGroup(db, request.params.id),
    }),
  );

  app.post(
    `${base}/rule-group`,
    {
      schema: {
        tags,
        summary: 'Create a rule group, or update the one with `id`',
        body: RuleGroupInput,
        response: { 200: RuleGroupResponse, 201: RuleGroupResponse },
      },
      config: {
        ...edit,
        audit: { action: 'rule-group.save', load: loadRuleGroup, id: ruleGroupId },
      },
    },
    async (request, reply) => {
      const data = await saveRuleGroup(db, request.body);
      return reply
        .status(request.body.id === undefined ? 201 : 200)
        .send({ success: true, data, message: request.t(MessageKey.ruleGroupSaved) });
    },
  );

  app.get(
    `${base}/rule`,
    { schema: { tags, summary: 'Every rule', response: { 200: RulesResponse } }, config: view },
    async (request) => ({
      success: true as const,
      data: (await listRules(db)).map((rule) => localizeRule(rule, request.lang)),
    }),
  );
};
