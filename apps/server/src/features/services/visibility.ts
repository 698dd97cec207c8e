import { MessageKey, Permission, type Service } from '@cabinet/contract';
import type { Caller } from '../../core/auth/current-user.js';
import { notFound } from '../../core/http/errors.js';
import { maskUpstream } from './upstream-url.js';

/** Those who may edit services see disabled ones and the upstream settings; nobody else does. */
export const editsServices = (caller: Caller) => caller.permissions.has(Permission.servicesEdit);

/** A service as the caller may see it; a disabled one does not exist for those who cannot edit. */
export function serviceSeenBy(caller: Caller, service: Service): Service {
  const { upstreamUrl, ...shared } = service;
  if (editsServices(caller)) return { ...shared, upstreamUrl: maskUpstream(upstreamUrl ?? null) };
  if (service.status !== 'active') throw notFound(MessageKey.serviceNotFound);
  return shared;
}
