import type { FastifyRequest } from 'fastify';
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
import { listRuleGroups, listRules } from './queries.js';
import { localizeRule, localizeRuleGroup } from './localize.js';
import { findRuleGroup, saveRuleGroup } from './rule-groups.js';
import { ok } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['access-control']);
const view = { access: { permission: Permission.accessControlView } } as const;
const edit = { access: { permission: Permission.accessControlEdit } } as const;
const base = '/api/access-control';

const loadRuleGroup = (db: AppDeps['db'], id: string) => findRuleGroup(db, Number(id));
const ruleGroupId = (request: FastifyRequest) => (request.body as { id?: number }).id;

const everyRuleGroup = route.get(
  `${base}/rule-group`,
  'Rule groups with their rules',
  { response: { 200: RuleGroupsResponse } },
  view,
  async ({ deps }, request) =>
    ok((await listRuleGroups(deps.db)).map((group) => localizeRuleGroup(group, request.lang))),
);

const oneRuleGroup = route.get(
  `${base}/rule-group/:id`,
  'One rule group',
  { params: IdParams, response: { 200: RuleGroupResponse } },
  view,
  async ({ deps }, request) => ok(await findRuleGroup(deps.db, request.params.id)),
);

const saveOneRuleGroup = route.post(
  `${base}/rule-group`,
  'Create a rule group, or update the one with `id`',
  { body: RuleGroupInput, response: { 200: RuleGroupResponse, 201: RuleGroupResponse } },
  { ...edit, audit: { action: 'rule-group.save', load: loadRuleGroup, id: ruleGroupId } },
  async ({ deps }, request, reply) => {
    const data = await saveRuleGroup(deps.db, request.body);
    return reply
      .status(request.body.id === undefined ? 201 : 200)
      .send(ok(data, request.t(MessageKey.ruleGroupSaved)));
  },
);

const everyRule = route.get(
  `${base}/rule`,
  'Every rule',
  { response: { 200: RulesResponse } },
  view,
  async ({ deps }, request) =>
    ok((await listRules(deps.db)).map((rule) => localizeRule(rule, request.lang))),
);

/** The rules roles are made of, and the groups they are shown in. */
export const ruleRoutes = routesPlugin(everyRuleGroup, oneRuleGroup, saveOneRuleGroup, everyRule);
