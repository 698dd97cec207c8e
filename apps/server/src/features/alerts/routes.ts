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
import type { AppDeps } from '../../core/deps.js';
import { AlertEvaluator } from './evaluator.js';
import { AlertRules } from './rules.js';

const tags = ['alerts'];
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

/**
 * Usage alert rules: an administrator sets them for any partner, a partner (and its users given
 * alerts.manage) for its own circle; each sees and touches only its own. Rules are evaluated as
 * requests are recorded, and on a schedule once across the cluster (the quiet rule).
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const evaluator = new AlertEvaluator(deps, app.log);
  const rules = new AlertRules(
    deps.db,
    () => deps.clock.now(),
    (partnerId) => evaluator.changed(partnerId),
    deps.config.ALERT_RULES_MAX_PER_PARTNER,
  );
  // The rules' cache fills on first use too: warming it can wait.
  deps.startup.whenReady('alert rules', () => evaluator.start());
  const stopListening = deps.recordings.on((recorded) => evaluator.recorded(recorded));
  app.addHook('onClose', async () => {
    stopListening();
    await evaluator.close();
  });

  app.get(
    '/api/alerts/rules',
    {
      schema: {
        tags,
        summary: 'Alert rules: every partner’s for an administrator, its own for a partner',
        querystring: AlertRulesQuery,
        response: { 200: AlertRulesResponse },
      },
      config: { access },
    },
    async (request) => ({
      success: true as const,
      data: await rules.list(callerOf(request), request.query.partnerId),
    }),
  );

  app.post(
    '/api/alerts/rules',
    {
      schema: {
        tags,
        summary: 'Sets up an alert rule (an administrator for any partner, a partner for itself)',
        description:
          'A user must be the partner or one of its users, a service must exist: 422 on ' +
          '`userId` / `serviceId` otherwise. A partner has at most ALERT_RULES_MAX_PER_PARTNER ' +
          'rules: 422 on `partnerId` beyond. E-mails are written in the language of this call.',
        body: AlertRuleCreateInput,
        response: { 201: AlertRuleResponse },
      },
      config: {
        idempotent: true,
        access,
        audit: { action: 'alert-rule.create', table: 'alert_rules' },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await rules.create(callerOf(request), request.body, request.lang),
      }),
  );

  app.patch(
    '/api/alerts/rules/:id',
    {
      schema: {
        tags,
        summary:
          'Changes an alert rule; a new condition, user or service starts it afresh (state ok)',
        params: IdParams,
        body: AlertRuleUpdateInput,
        response: { 200: AlertRuleResponse },
      },
      config: audited('alert-rule.update'),
    },
    async (request) => ({
      success: true as const,
      data: await rules.update(callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/alerts/rules/:id',
    {
      schema: {
        tags,
        summary: 'Removes an alert rule with its history',
        params: IdParams,
        response: { 200: AlertRuleResponse },
      },
      config: audited('alert-rule.delete'),
    },
    async (request) => ({
      success: true as const,
      data: await rules.remove(callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/alerts/rules/:id/events',
    {
      schema: {
        tags,
        summary: 'An alert rule’s history: its latest 100 changes of state, newest first',
        params: IdParams,
        response: { 200: AlertEventsResponse },
      },
      config: { access: oneRule },
    },
    async (request) => ({
      success: true as const,
      data: await rules.events(callerOf(request), request.params.id),
    }),
  );

  // The scheduled check: every process ticks, the first of each interval checks for the cluster.
  const seconds = deps.config.ALERT_CHECK_INTERVAL_SECONDS;
  const check = () =>
    void (async () => {
      if (!(await deps.ticks.claim('alert-check', seconds))) return;
      await evaluator.evaluateAll();
    })().catch((error: unknown) => app.log.error({ err: error }, 'scheduled alert check failed'));
  const timer = setInterval(check, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
