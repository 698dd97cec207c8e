import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  MessageKey,
  PackageRequestApproval,
  PackageRequestInput,
  PackageRequestRejection,
  PackageRequestResponse,
  PackageRequestsPage,
  PackageRequestsQuery,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { ok, okPage } from '../../core/http/answers.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { requestRow } from './audit-row.js';
import { listRequests } from './queries.js';
import { approveRequest, cancelRequest, rejectRequest, submitRequest } from './decisions.js';

const P = Permission;
const schema = schemaOf(['package-requests']);

const listSchema = schema(
  'Package requests, newest first (a partner sees its own and its users’)',
  {
    querystring: PackageRequestsQuery,
    response: { 200: PackageRequestsPage },
  },
);
const createSchema = schema(
  'Ask for a prepaid package for oneself or one’s user (no payment data)',
  { body: PackageRequestInput, response: { 201: PackageRequestResponse } },
);
const approveSchema = schema('Approve a pending request at a price: the package is created', {
  params: IdParams,
  body: PackageRequestApproval,
  response: { 200: PackageRequestResponse },
});
const rejectSchema = schema('Reject a pending request, with the reason', {
  params: IdParams,
  body: PackageRequestRejection,
  response: { 200: PackageRequestResponse },
});
const cancelSchema = schema(
  'Withdraw a pending request (its requester or the requester’s partner)',
  { params: IdParams, response: { 200: PackageRequestResponse } },
);

/** The audit of a step on the request named in the path. */
const auditOf = (action: string) => ({ action, load: requestRow, id: 'id' });
const decide = { permission: P.packageRequestsDecide };

/** Requests for prepaid tariff packages: partners ask, admins approve (creating it) or reject. */
export const packageRequestsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  app.get(
    '/api/package-requests',
    {
      schema: listSchema,
      config: { access: { permission: P.packageRequestsView } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listRequests(db, callerOf(request), query);
      return okPage(rows, query, total);
    },
  );

  app.post(
    '/api/package-requests/create',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        audit: { action: 'package-request.create', load: requestRow },
        access: {
          permission: P.packageRequestsCreate,
          scopedBy: { in: 'body', name: 'userId', resource: 'user' },
        },
      },
    },
    async (request, reply) => {
      const data = await submitRequest(db, callerOf(request), request.body, now());
      return reply.status(201).send(ok(data, request.t(MessageKey.packageRequestSent)));
    },
  );

  app.post(
    '/api/package-requests/:id/approve',
    {
      schema: approveSchema,
      config: { audit: auditOf('package-request.approve'), access: decide },
    },
    async (request) =>
      ok(
        await approveRequest(db, callerOf(request), request.params.id, request.body, now()),
        request.t(MessageKey.packageRequestApproved),
      ),
  );

  app.post(
    '/api/package-requests/:id/reject',
    {
      schema: rejectSchema,
      config: { audit: auditOf('package-request.reject'), access: decide },
    },
    async (request) =>
      ok(
        await rejectRequest(db, callerOf(request), request.params.id, request.body.note, now()),
        request.t(MessageKey.packageRequestRejected),
      ),
  );

  app.post(
    '/api/package-requests/:id/cancel',
    {
      schema: cancelSchema,
      config: {
        audit: auditOf('package-request.cancel'),
        access: {
          permission: P.packageRequestsCreate,
          scopedBy: { in: 'params', name: 'id', resource: 'package-request' },
        },
      },
    },
    async (request) =>
      ok(
        await cancelRequest(db, callerOf(request), request.params.id, now()),
        request.t(MessageKey.packageRequestCancelled),
      ),
  );
};
