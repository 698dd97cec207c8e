import {
  AlertEventsResponse,
  AlertRuleCreateInput,
  AlertRuleResponse,
  AlertRulesQuery,
  AlertRulesResponse,
  AlertRuleUpdateInput,
  IdParams,
  Permission,
} from '@cabinet/contract';
import { callerOf } from '../../core/auth/guard.js';
import type { AlertRules } from './rules.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ rules: AlertRules }>(['alerts']);
const access = { permission: Permission.alertsManage };
/** A route naming one rule by its id: the handler keeps it to the caller's own. */
const oneRule = {
  ...access,
  scopedBy: { in: 'params' as const, name: 'id', resource: 'alert-rule' as const },
};
const audited = (action: string) => ({
  access: oneRule,
  audit: { action, table: 'alert_rules' as const, id: 'id' },
});

const listRules = route.get(
  '/api/alerts/rules',
  'Alert rules: every partner’s for an administrator, its own for a partner',
  { querystring: AlertRulesQuery, response: { 200: AlertRulesResponse } },
  { access },
  async ({ rules }, request) => ok(await rules.list(callerOf(request), request.query.partnerId)),
);

const createRule = route.post(
  '/api/alerts/rules',
  'Sets up an alert rule (an administrator for any partner, a partner for itself)',
  {
    description:
      'A user must be the partner or one of its users, a service must exist: 422 on ' +
      '`userId` / `serviceId` otherwise. A partner has at most ALERT_RULES_MAX_PER_PARTNER ' +
      'rules: 422 on `partnerId` beyond. E-mails are written in the language of this call.',
    body: AlertRuleCreateInput,
    response: { 201: AlertRuleResponse },
  },
  { idempotent: true, access, audit: { action: 'alert-rule.create', table: 'alert_rules' } },
  async ({ rules }, request, reply) => {
    const rule = await rules.create(callerOf(request), request.body, request.lang);
    return reply.status(201).send(ok(rule));
  },
);

const updateRule = route.patch(
  '/api/alerts/rules/:id',
  'Changes an alert rule; a new condition, user or service starts it afresh (state ok)',
  { params: IdParams, body: AlertRuleUpdateInput, response: { 200: AlertRuleResponse } },
  audited('alert-rule.update'),
  async ({ rules }, request) =>
    ok(await rules.update(callerOf(request), request.params.id, request.body)),
);

const removeRule = route.delete(
  '/api/alerts/rules/:id',
  'Removes an alert rule with its history',
  { params: IdParams, response: { 200: AlertRuleResponse } },
  audited('alert-rule.delete'),
  async ({ rules }, request) => ok(await rules.remove(callerOf(request), request.params.id)),
);

const ruleHistory = route.get(
  '/api/alerts/rules/:id/events',
  'An alert rule’s history: its latest 100 changes of state, newest first',
  { params: IdParams, response: { 200: AlertEventsResponse } },
  { access: oneRule },
  async ({ rules }, request) => ok(await rules.events(callerOf(request), request.params.id)),
);

/** Alert rules listed, set up, changed and removed, and a rule's history. */
export const ruleRoutes = routesPlugin(listRules, createRule, updateRule, removeRule, ruleHistory);
