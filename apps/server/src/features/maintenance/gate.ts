import type { FastifyRequest } from 'fastify';
import { MessageKey, Permission } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { HttpError } from '../../core/http/errors.js';
import type { MaintenanceSwitch } from './state.js';

/**
 * What stays open to everybody in maintenance mode: what the client needs to sign in, know who is
 * signed in and show the maintenance page, and liveness.
 */
const ALWAYS_OPEN = new Set([
  'GET /api/sanctum/csrf-cookie',
  'POST /api/sanctum/token',
  'GET /api/user',
  'GET /api/sanctum/checkToken',
  'GET /api/logout',
  'POST /api/auth/logout',
  'GET /api/maintenance',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/site-info',
]);

const RETRY_AFTER_SECONDS = '60';

export const maintenanceRefusal = () =>
  new HttpError(503, MessageKey.maintenanceActive, {}, {}, { 'Retry-After': RETRY_AFTER_SECONDS });

/** Whoever may switch maintenance off also keeps using the whole API meanwhile. */
async function mayBypass(request: FastifyRequest, deps: AppDeps): Promise<boolean> {
  if (request.caller) return request.caller.permissions.has(Permission.maintenanceEdit);
  // Public routes do not load the caller; an admin's token still counts there.
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
  const owner = await deps.tokens.verify(token.trim());
  return owner?.caller.permissions.has(Permission.maintenanceEdit) ?? false;
}

/** Runs after the guard: in maintenance mode, refuses every API call but the open ones with 503. */
export function maintenanceGate(deps: AppDeps, state: MaintenanceSwitch) {
  return async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    if (ALWAYS_OPEN.has(`${request.method} ${url}`)) return;
    if (!(await state.read()).enabled) return;
    if (await mayBypass(request, deps)) return;
    throw maintenanceRefusal();
  };
}
