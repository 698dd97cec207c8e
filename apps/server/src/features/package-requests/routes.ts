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
import { requestRow } from './audit-row.js';
import { listRequests } from './queries.js';
import { approveRequest, cancelRequest, rejectRequest, submitRequest } from './decisions.js';

const tags = ['package-requests'];
const P = Permission;

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
      schema: {
        tags,
        summary: 'Package requests, newest first (a partner sees its own and its users’)',
        querystring: PackageRequestsQuery,
        response: { 200: PackageRequestsPage },
      },
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
      schema: {
        tags,
        summary: 'Ask for a prepaid package for oneself or one’s user (no payment data)',
        body: PackageRequestInput,
        response: { 201: PackageRequestResponse },
      },
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
      schema: {
        tags,
        summary: 'Approve a pending request at a price: the package is created',
        params: IdParams,
        body: PackageRequestApproval,
        response: { 200: PackageRequestResponse },
      },
      config: {
        audit: { action: 'package-request.approve', load: requestRow, id: 'id' },
        access: { permission: P.packageRequestsDecide },
      },
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
      schema: {
        tags,
        summary: 'Reject a pending request, with the reason',
        params: IdParams,
        body: PackageRequestRejection,
        response: { 200: PackageRequestResponse },
      },
      config: {
        audit: { action: 'package-request.reject', load: requestRow, id: 'id' },
        access: { permission: P.packageRequestsDecide },
      },
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
      schema: {
        tags,
        summary: 'Withdraw a pending request (its requester or the requester’s partner)',
        params: IdParams,
        response: { 200: PackageRequestResponse },
      },
      config: {
        audit: { action: 'package-request.cancel', load: requestRow, id: 'id' },
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
