import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailableServicesResponse,
  MessageKey,
  PathId,
  Permission,
  ServiceCallRequest,
  ServiceCallResponse,
  ServiceInput,
  ServiceOptionsResponse,
  ServiceResponse,
  ServicesPage,
  ServicesQuery,
  pageMeta,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { availableServices } from './available.js';
import { callService, type RecordCall } from './call.js';
import {
  findService,
  findServiceByCode,
  listServices,
  saveService,
  serviceByCode,
} from './queries.js';
import { editsServices, serviceSeenBy } from './visibility.js';

const tags = ['services'];
const view = { access: { permission: Permission.servicesView } } as const;
const edit = { access: { permission: Permission.servicesEdit } } as const;
/** A service's documentation may hold 200,000 characters: up to three UTF-8 bytes each, escapes aside. */
const SERVICE_BODY_LIMIT = 1024 * 1024;
const Id = z.object({ id: PathId });
const Code = z.object({ code: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/) });

export const servicesRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  recordCall: RecordCall;
}> = async (app, { deps, recordCall }) => {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  app.get(
    '/api/services',
    {
      schema: {
        tags,
        summary: 'Services, paged and searched',
        querystring: ServicesQuery,
        response: { 200: ServicesPage },
      },
      config: view,
    },
    async (request) => {
      const query = request.query;
      const caller = callerOf(request);
      const { rows, total } = await listServices(db, query, editsServices(caller));
      return {
        success: true as const,
        data: rows.map((service) => serviceSeenBy(caller, service)),
        meta: pageMeta(query, total),
      };
    },
  );

  app.get(
    '/api/services/all',
    {
      schema: {
        tags,
        summary: 'Id, code and name of every service, for pickers',
        response: { 200: ServiceOptionsResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: await db
        .selectFrom('services')
        .select(['id', 'code', 'name', 'status'])
        .$if(!editsServices(callerOf(request)), (q) => q.where('status', '=', 'active'))
        .orderBy('name')
        .execute(),
    }),
  );

  app.get(
    '/api/services/available',
    {
      schema: {
        tags,
        summary: 'The services the signed-in user may use, with tariff and package balance',
        response: { 200: AvailableServicesResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: await availableServices(db, callerOf(request), deps.calendar.today(clock.now())),
    }),
  );

  app.get(
    '/api/services/code/:code',
    {
      schema: {
        tags,
        summary: 'A service by its code',
        params: Code,
        response: { 200: ServiceResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: serviceSeenBy(callerOf(request), await findServiceByCode(db, request.params.code)),
    }),
  );

  app.get(
    '/api/services/:id',
    {
      schema: {
        tags,
        summary: 'One service with its documentation',
        params: Id,
        response: { 200: ServiceResponse },
      },
      config: view,
    },
    async (request) => ({
      success: true as const,
      data: serviceSeenBy(callerOf(request), await findService(db, request.params.id)),
    }),
  );

  app.post(
    '/api/services/create',
    {
      schema: {
        tags,
        summary: 'Create a service',
        body: ServiceInput,
        response: { 201: ServiceResponse },
      },
      config: { idempotent: true, ...edit, audit: { action: 'service.create', table: 'services' } },
      bodyLimit: SERVICE_BODY_LIMIT,
    },
    async (request, reply) => {
      const saved = await saveService(db, undefined, request.body, now());
      const data = serviceSeenBy(callerOf(request), saved);
      return reply
        .status(201)
        .send({ success: true, data, message: request.t(MessageKey.serviceSaved) });
    },
  );

  app.post(
    '/api/services/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a service',
        params: Id,
        body: ServiceInput,
        response: { 200: ServiceResponse },
      },
      config: { ...edit, audit: { action: 'service.update', table: 'services', id: 'id' } },
      bodyLimit: SERVICE_BODY_LIMIT,
    },
    async (request) => ({
      success: true as const,
      data: serviceSeenBy(
        callerOf(request),
        await saveService(db, request.params.id, request.body, now()),
      ),
      message: request.t(MessageKey.serviceSaved),
    }),
  );

  app.post(
    '/api/services/call/:code',
    {
      schema: {
        tags,
        summary:
          'Call a service from its form, on the caller’s behalf (recorded as the caller’s request)',
        params: Code,
        body: ServiceCallRequest,
        response: { 200: ServiceCallResponse },
      },
      config: {
        access: {
          ...view.access,
          scopedBy: { in: 'params', name: 'code', resource: 'service' },
        },
        ability: 'services:call',
      },
    },
    async (request) => {
      const service = await serviceByCode(db, request.params.code);
      return {
        success: true as const,
        data: await callService(
          db,
          deps.calendar,
          callerOf(request),
          service,
          request.body.input,
          clock.now(),
          recordCall,
        ),
      };
    },
  );
};
