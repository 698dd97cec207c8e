import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  MessageKey,
  Permission,
  RuleGroupInput,
  RuleGroupResponse,
  RuleGroupsResponse,
  RulesResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { listRuleGroups, listRules } from './queries.js';
import { localizeRule, localizeRuleGroup } from './localize.js';
import { findRuleGroup, saveRuleGroup } from './rule-groups.js';
import { ok } from '../../core/http/answers.js';

const tags = ['access-control'];
const view = { access: { permission: Permission.accessControlView } } as const;
const edit = { access: { permission: Permission.accessControlEdit } } as const;
const base = '/api/access-control';

const loadRuleGroup = (db: AppDeps['db'], id: string) => findRuleGroup(db, Number(id));
const ruleGroupId = (request: FastifyRequest) => (request.body as { id?: number }).id;

const groupsSchema = {
  tags,
  summary: 'Rule groups with their rules',
  response: { 200: RuleGroupsResponse },
};
const groupSchema = {
  tags,
  summary: 'One rule group',
  params: IdParams,
  response: { 200: RuleGroupResponse },
};
const saveGroupSchema = {
  tags,
  summary: 'Create a rule group, or update the one with `id`',
  body: RuleGroupInput,
  response: { 200: RuleGroupResponse, 201: RuleGroupResponse },
};
const rulesSchema = { tags, summary: 'Every rule', response: { 200: RulesResponse } };

/** The rules roles are made of, and the groups they are shown in. */
export const ruleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(`${base}/rule-group`, { schema: groupsSchema, config: view }, (request) =>
    everyRuleGroup(deps, request),
  );

  app.get(`${base}/rule-group/:id`, { schema: groupSchema, config: view }, (request) =>
    oneRuleGroup(deps, request),
  );

  app.post(
    `${base}/rule-group`,
    {
      schema: saveGroupSchema,
      config: {
        ...edit,
        audit: { action: 'rule-group.save', load: loadRuleGroup, id: ruleGroupId },
      },
    },
    (request, reply) => saveOneRuleGroup(deps, request, reply),
  );

  app.get(`${base}/rule`, { schema: rulesSchema, config: view }, (request) =>
    everyRule(deps, request),
  );
};

/** GET /api/access-control/rule-group */
async function everyRuleGroup({ db }: AppDeps, request: FastifyRequest) {
  return ok((await listRuleGroups(db)).map((group) => localizeRuleGroup(group, request.lang)));
}

/** GET /api/access-control/rule-group/:id */
async function oneRuleGroup({ db }: AppDeps, request: RequestOf<typeof groupSchema>) {
  return ok(await findRuleGroup(db, request.params.id));
}

/** POST /api/access-control/rule-group */
async function saveOneRuleGroup(
  { db }: AppDeps,
  request: RequestOf<typeof saveGroupSchema>,
  reply: ReplyOf<typeof saveGroupSchema>,
) {
  const data = await saveRuleGroup(db, request.body);
  return reply
    .status(request.body.id === undefined ? 201 : 200)
    .send(ok(data, request.t(MessageKey.ruleGroupSaved)));
}

/** GET /api/access-control/rule */
async function everyRule({ db }: AppDeps, request: FastifyRequest) {
  return ok((await listRules(db)).map((rule) => localizeRule(rule, request.lang)));
}
