import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { AlertEvaluator } from './evaluator.js';
import type { ProjectMonth } from './projected.js';
import { AlertRules } from './rules.js';
import { ruleRoutes } from './rule-routes.js';

/**
 * Usage alert rules: an administrator sets them for any partner, a partner (and its users given
 * alerts.manage) for its own circle; each sees and touches only its own. Rules are evaluated as
 * requests are recorded, and on a schedule once across the cluster (the quiet rule).
 */
export const alertsRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  /** The month's projection (the forecast feature's), for the rules judged on the forecast. */
  project: ProjectMonth;
}> = async (app, { deps, project }) => {
  const evaluator = new AlertEvaluator(deps, app.log, project);
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

  await app.register(ruleRoutes, { rules });

  // The scheduled check: every process ticks, the first of each interval checks for the cluster.
  const seconds = deps.config.ALERT_CHECK_INTERVAL_SECONDS;
  // A check still going when the next tick comes is not joined by another: it would only repeat
  // the same reads, and checks would pile up while the database is slow.
  let checking = false;
  const check = () => {
    if (checking) return;
    checking = true;
    void (async () => {
      if (!(await deps.ticks.claim('alert-check', seconds))) return;
      await evaluator.evaluateAll();
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled alert check failed'))
      .finally(() => (checking = false));
  };
  const timer = setInterval(check, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
