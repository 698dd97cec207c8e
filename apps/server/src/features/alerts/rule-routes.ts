import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import type { AlertRules } from './rules.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['alerts']);
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

const listSchema = schema(
  'Alert rules: every partner’s for an administrator, its own for a partner',
  {
    querystring: AlertRulesQuery,
    response: { 200: AlertRulesResponse },
  },
);
const createSchema = schema(
  'Sets up an alert rule (an administrator for any partner, a partner for itself)',
  {
    description:
      'A user must be the partner or one of its users, a service must exist: 422 on ' +
      '`userId` / `serviceId` otherwise. A partner has at most ALERT_RULES_MAX_PER_PARTNER ' +
      'rules: 422 on `partnerId` beyond. E-mails are written in the language of this call.',
    body: AlertRuleCreateInput,
    response: { 201: AlertRuleResponse },
  },
);
const updateSchema = schema(
  'Changes an alert rule; a new condition, user or service starts it afresh (state ok)',
  {
    params: IdParams,
    body: AlertRuleUpdateInput,
    response: { 200: AlertRuleResponse },
  },
);
const deleteSchema = schema('Removes an alert rule with its history', {
  params: IdParams,
  response: { 200: AlertRuleResponse },
});
const eventsSchema = schema(
  'An alert rule’s history: its latest 100 changes of state, newest first',
  {
    params: IdParams,
    response: { 200: AlertEventsResponse },
  },
);

/** Alert rules listed, set up, changed and removed, and a rule's history. */
export const ruleRoutes: FastifyPluginAsyncZod<{ rules: AlertRules }> = async (app, { rules }) => {
  app.get('/api/alerts/rules', { schema: listSchema, config: { access } }, (request) =>
    listRules(rules, request),
  );
  app.post(
    '/api/alerts/rules',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        access,
        audit: { action: 'alert-rule.create', table: 'alert_rules' },
      },
    },
    (request, reply) => createRule(rules, request, reply),
  );
  app.patch(
    '/api/alerts/rules/:id',
    { schema: updateSchema, config: audited('alert-rule.update') },
    (request) => updateRule(rules, request),
  );
  app.delete(
    '/api/alerts/rules/:id',
    { schema: deleteSchema, config: audited('alert-rule.delete') },
    (request) => removeRule(rules, request),
  );
  app.get(
    '/api/alerts/rules/:id/events',
    { schema: eventsSchema, config: { access: oneRule } },
    (request) => ruleHistory(rules, request),
  );
};

/** GET /api/alerts/rules */
async function listRules(rules: AlertRules, request: RequestOf<typeof listSchema>) {
  return ok(await rules.list(callerOf(request), request.query.partnerId));
}

/** POST /api/alerts/rules */
async function createRule(
  rules: AlertRules,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  return reply
    .status(201)
    .send(ok(await rules.create(callerOf(request), request.body, request.lang)));
}

/** PATCH /api/alerts/rules/:id */
async function updateRule(rules: AlertRules, request: RequestOf<typeof updateSchema>) {
  return ok(await rules.update(callerOf(request), request.params.id, request.body));
}

/** DELETE /api/alerts/rules/:id */
async function removeRule(rules: AlertRules, request: RequestOf<typeof deleteSchema>) {
  return ok(await rules.remove(callerOf(request), request.params.id));
}

/** GET /api/alerts/rules/:id/events */
async function ruleHistory(rules: AlertRules, request: RequestOf<typeof eventsSchema>) {
  return ok(await rules.events(callerOf(request), request.params.id));
}
