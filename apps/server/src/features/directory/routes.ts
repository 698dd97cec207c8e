import {
  DirectoryPage,
  DirectoryQuery,
  MessageKey,
  Permission,
  PersonResponse,
  UserIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { directoryPage, personCard } from './queries.js';
import { okFound, okPage } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['directory']);

const people = route.get(
  '/api/directory',
  'People with their contacts: an admin sees everybody, a partner itself and its users',
  { querystring: DirectoryQuery, response: { 200: DirectoryPage } },
  { access: { permission: Permission.usersView } },
  async ({ deps }, request) => {
    const { rows, total } = await directoryPage(deps.db, callerOf(request), request.query);
    return okPage(rows, request.query, total);
  },
);

const person = route.get(
  '/api/directory/:userId',
  'One person’s card with the company’s contacts',
  { params: UserIdParams, response: { 200: PersonResponse } },
  { access: { permission: Permission.usersView, user: 'userId' } },
  async ({ deps }, request) => {
    const card = await personCard(deps.db, callerOf(request), request.params.userId);
    return okFound(card, MessageKey.userNotFound);
  },
);

export const directoryRoutes = routesPlugin(people, person);
