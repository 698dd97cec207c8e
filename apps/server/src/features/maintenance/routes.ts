import type { FastifyRequest } from 'fastify';
import {
  MAINTENANCE_EVENT,
  MaintenanceInput,
  MaintenanceResponse,
  MessageKey,
  Permission,
  type MaintenanceState,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { PUBLIC_CHANNEL } from '../../core/events/event-bus.js';
import type { Maintenance, MaintenanceSwitch } from './state.js';
import { ok } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps; state: MaintenanceSwitch }>(['operations']);

const shown = (request: FastifyRequest, value: Maintenance): MaintenanceState => ({
  ...value,
  message: value.note || request.t(MessageKey.maintenanceActive),
});

const readMode = route.get(
  '/api/maintenance',
  'Whether the cabinet is in maintenance mode, and the text to show meanwhile',
  { security: [], response: { 200: MaintenanceResponse } },
  { access: 'public' },
  async ({ state }, request) => ok(shown(request, await state.read())),
);

const switchMode = route.post(
  '/api/maintenance',
  'Switch maintenance mode: while on, the API answers 503 to all but sign-in and this',
  { body: MaintenanceInput, response: { 200: MaintenanceResponse } },
  { access: { permission: Permission.maintenanceEdit } },
  async ({ deps, state }, request) => {
    const { enabled, note } = request.body;
    const now = deps.clock.now().toISOString();
    const value = await state.write(enabled, note, callerOf(request).id, now);
    await deps.events.publish({ channel: PUBLIC_CHANNEL, event: MAINTENANCE_EVENT, data: value });
    return ok(
      shown(request, value),
      request.t(enabled ? MessageKey.maintenanceOn : MessageKey.maintenanceOff),
    );
  },
);

export const maintenanceRoutes = routesPlugin(readMode, switchMode);
