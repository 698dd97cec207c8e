import {
  MessageKey,
  Permission,
  UserServiceAssign,
  UserServiceEnd,
  UserServicesResponse,
  UserIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { notFound } from '../../core/http/errors.js';
import { assignService, endAssignments, listAssignments } from './assignments.js';
import { ok } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['tariffs']);
const UserParams = UserIdParams;
const loadAssignments = (db: AppDeps['db'], userId: string) => listAssignments(db, Number(userId));
/** The config of a change to the assignments of the user in the path, audited as `action`. */
const assignmentChange = (action: string) => ({
  audit: { action, load: loadAssignments, id: 'userId' },
  access: { permission: Permission.tariffEdit, user: 'userId' },
});

const userServices = route.get(
  '/api/users/:userId/services',
  'Which services a user may use, under which tariff, from when',
  {
    params: UserParams,
    response: { 200: UserServicesResponse },
  },
  { access: { permission: Permission.servicesView, user: 'userId' } },
  async ({ deps }, request) => ok(await listAssignments(deps.db, request.params.userId)),
);

const assignUserService = route.post(
  '/api/users/:userId/services/assign',
  'Give a user a service under a tariff from a day on',
  {
    params: UserParams,
    body: UserServiceAssign,
    response: { 200: UserServicesResponse },
  },
  assignmentChange('user-service.assign'),
  async ({ deps: { db } }, request) => {
    const { userId } = request.params;
    const { serviceId, tariffId, from } = request.body;
    await assignService(db, userId, serviceId, tariffId, from);
    return ok(await listAssignments(db, userId), request.t(MessageKey.assignmentSaved));
  },
);

const endUserService = route.post(
  '/api/users/:userId/services/end',
  'Stop a user’s access to a service from a day on',
  {
    params: UserParams,
    body: UserServiceEnd,
    response: { 200: UserServicesResponse },
  },
  assignmentChange('user-service.end'),
  async ({ deps: { db } }, request) => {
    const { userId } = request.params;
    const changed = await endAssignments(db, userId, request.body.serviceId, request.body.from);
    if (changed === 0) throw notFound(MessageKey.assignmentMissing);
    return ok(await listAssignments(db, userId), request.t(MessageKey.assignmentEnded));
  },
);

/** Which services a user may use under which tariff: read, given, ended. */
export const assignmentRoutes = routesPlugin(userServices, assignUserService, endUserService);
