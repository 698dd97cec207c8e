import {
  IdParams,
  OutboxMessageResponse,
  OutboxPage,
  OutboxQuery,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { outboxMessage, outboxPage } from './queries.js';
import { okFound, okPage } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['outbox']);
const access = { permission: Permission.outboxView };

const messagesPage = route.get(
  '/api/mail/outbox',
  'Messages the cabinet has sent or kept, paged and searchable by recipient and subject',
  { querystring: OutboxQuery, response: { 200: OutboxPage } },
  { access },
  async ({ deps }, request) => {
    const { rows, total } = await outboxPage(deps.db, request.query);
    return okPage(rows, request.query, total);
  },
);

const oneMessage = route.get(
  '/api/mail/outbox/:id',
  'One message, with one-time secrets such as recovery links masked',
  { params: IdParams, response: { 200: OutboxMessageResponse } },
  { access },
  async ({ deps }, request) => okFound(await outboxMessage(deps.db, request.params.id)),
);

export const outboxRoutes = routesPlugin(messagesPage, oneMessage);
