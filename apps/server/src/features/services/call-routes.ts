import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Permission, ServiceCallRequest, ServiceCallResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { callService, type RecordCall } from './call.js';
import { serviceByCode } from './queries.js';

/** A service's code in an address. */
export const ServiceCode = z.object({ code: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/) });

const callSchema = {
  tags: ['services'],
  summary:
    'Call a service from its form, on the caller’s behalf (recorded as the caller’s request)',
  params: ServiceCode,
  body: ServiceCallRequest,
  response: { 200: ServiceCallResponse },
};

interface Calls {
  deps: AppDeps;
  recordCall: RecordCall;
}

/** A service called from its form, the call recorded as the caller's request. */
export const callRoutes: FastifyPluginAsyncZod<Calls> = async (app, calls) => {
  app.post(
    '/api/services/call/:code',
    {
      schema: callSchema,
      config: {
        access: {
          permission: Permission.servicesView,
          scopedBy: { in: 'params', name: 'code', resource: 'service' },
        },
        ability: 'services:call',
      },
    },
    (request) => callFromForm(calls, request),
  );
};

/** POST /api/services/call/:code */
async function callFromForm(
  { deps: { db, calendar, clock }, recordCall }: Calls,
  request: RequestOf<typeof callSchema>,
) {
  const service = await serviceByCode(db, request.params.code);
  return {
    success: true as const,
    data: await callService(
      db,
      calendar,
      callerOf(request),
      service,
      request.body.input,
      clock.now(),
      recordCall,
    ),
  };
}
