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
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { requestRow } from './audit-row.js';
import { listRequests } from './queries.js';
import { approveRequest, cancelRequest, rejectRequest, submitRequest } from './decisions.js';

const P = Permission;
const route = routeDeclarers<{ deps: AppDeps }>(['package-requests']);
/** The audit of a step on the request named in the path. */
const auditOf = (action: string) => ({ action, load: requestRow, id: 'id' });
const decide = { permission: P.packageRequestsDecide };
const now = ({ clock }: AppDeps) => clock.now().toISOString();

const requestsPage = route.get(
  '/api/package-requests',
  'Package requests, newest first (a partner sees its own and its users’)',
  {
    querystring: PackageRequestsQuery,
    response: { 200: PackageRequestsPage },
  },
  { access: { permission: P.packageRequestsView } },
  async ({ deps }, request) => {
    const query = request.query;
    const { rows, total } = await listRequests(deps.db, callerOf(request), query);
    return okPage(rows, query, total);
  },
);

const submit = route.post(
  '/api/package-requests/create',
  'Ask for a prepaid package for oneself or one’s user (no payment data)',
  {
    body: PackageRequestInput,
    response: { 201: PackageRequestResponse },
  },
  {
    idempotent: true,
    audit: { action: 'package-request.create', load: requestRow },
    access: {
      permission: P.packageRequestsCreate,
      scopedBy: { in: 'body', name: 'userId', resource: 'user' },
    },
  },
  async ({ deps }, request, reply) => {
    const data = await submitRequest(deps.db, callerOf(request), request.body, now(deps));
    return reply.status(201).send(ok(data, request.t(MessageKey.packageRequestSent)));
  },
);

const approve = route.post(
  '/api/package-requests/:id/approve',
  'Approve a pending request at a price: the package is created',
  {
    params: IdParams,
    body: PackageRequestApproval,
    response: { 200: PackageRequestResponse },
  },
  { audit: auditOf('package-request.approve'), access: decide },
  async ({ deps }, request) => {
    const { id } = request.params;
    const data = await approveRequest(deps.db, callerOf(request), id, request.body, now(deps));
    return ok(data, request.t(MessageKey.packageRequestApproved));
  },
);

const reject = route.post(
  '/api/package-requests/:id/reject',
  'Reject a pending request, with the reason',
  {
    params: IdParams,
    body: PackageRequestRejection,
    response: { 200: PackageRequestResponse },
  },
  { audit: auditOf('package-request.reject'), access: decide },
  async ({ deps }, request) => {
    const { id } = request.params;
    const data = await rejectRequest(deps.db, callerOf(request), id, request.body.note, now(deps));
    return ok(data, request.t(MessageKey.packageRequestRejected));
  },
);

const cancel = route.post(
  '/api/package-requests/:id/cancel',
  'Withdraw a pending request (its requester or the requester’s partner)',
  {
    params: IdParams,
    response: { 200: PackageRequestResponse },
  },
  {
    audit: auditOf('package-request.cancel'),
    access: {
      permission: P.packageRequestsCreate,
      scopedBy: { in: 'params', name: 'id', resource: 'package-request' },
    },
  },
  async ({ deps }, request) => {
    const data = await cancelRequest(deps.db, callerOf(request), request.params.id, now(deps));
    return ok(data, request.t(MessageKey.packageRequestCancelled));
  },
);

/** Requests for prepaid tariff packages: partners ask, admins approve (creating it) or reject. */
export const packageRequestsRoutes = routesPlugin(requestsPage, submit, approve, reject, cancel);
