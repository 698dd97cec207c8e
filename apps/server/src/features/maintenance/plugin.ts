import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps.js';
import { maintenanceGate } from './gate.js';
import { maintenanceRoutes } from './routes.js';
import { MaintenanceSwitch } from './state.js';

/**
 * Maintenance mode. Call right after the guard and before the feature routes: the gate is a hook
 * of the root instance, so that every route registered afterwards goes through it.
 */
export async function maintenancePlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const state = new MaintenanceSwitch(deps.db);
  app.addHook('onRequest', maintenanceGate(deps, state));
  await app.register(maintenanceRoutes, { deps, state });
}
