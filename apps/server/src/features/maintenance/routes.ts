import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const tags = ['operations'];

const shown = (request: FastifyRequest, value: Maintenance): MaintenanceState => ({
  ...value,
  message: value.note || request.t(MessageKey.maintenanceActive),
});

export const maintenanceRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  state: MaintenanceSwitch;
}> = async (app, { deps, state }) => {
  app.get(
    '/api/maintenance',
    {
      schema: {
        tags,
        summary: 'Whether the cabinet is in maintenance mode, and the text to show meanwhile',
        security: [],
        response: { 200: MaintenanceResponse },
      },
      config: { access: 'public' },
    },
    async (request) => ok(shown(request, await state.read())),
  );

  app.post(
    '/api/maintenance',
    {
      schema: {
        tags,
        summary:
          'Switch maintenance mode: while on, the API answers 503 to all but sign-in and this',
        body: MaintenanceInput,
        response: { 200: MaintenanceResponse },
      },
      config: { access: { permission: Permission.maintenanceEdit } },
    },
    async (request) => {
      const { enabled, note } = request.body;
      const value = await state.write(
        enabled,
        note,
        callerOf(request).id,
        deps.clock.now().toISOString(),
      );
      await deps.events.publish({ channel: PUBLIC_CHANNEL, event: MAINTENANCE_EVENT, data: value });
      return ok(
        shown(request, value),
        request.t(enabled ? MessageKey.maintenanceOn : MessageKey.maintenanceOff),
      );
    },
  );
};
