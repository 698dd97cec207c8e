import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocationInput,
  MessageKey,
  PartnerLocationResponse,
  PartnerLocationsResponse,
  Permission,
  UserIdParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { notFound } from '../../core/http/errors.js';
import { partnerLocation, partnerLocations, saveLocation } from './queries.js';
import { ok } from '../../core/http/answers.js';

const tags = ['locations'];
const Params = UserIdParams;

export const locationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/locations',
    {
      schema: {
        tags,
        summary: 'Partners with their places (an admin: every active partner; a partner: itself)',
        response: { 200: PartnerLocationsResponse },
      },
      config: { access: { permission: Permission.partnersView } },
    },
    async (request) => ok(await partnerLocations(db, callerOf(request))),
  );

  app.get(
    '/api/locations/:userId',
    {
      schema: {
        tags,
        summary: 'One partner’s place, address and contacts',
        params: Params,
        response: { 200: PartnerLocationResponse },
      },
      config: { access: { permission: Permission.partnersView, user: 'userId' } },
    },
    async (request) => {
      const location = await partnerLocation(db, callerOf(request), request.params.userId);
      if (!location) throw notFound(MessageKey.partnerNotFound);
      return ok(location);
    },
  );

  app.post(
    '/api/locations/:userId',
    {
      schema: {
        tags,
        summary: 'Sets a partner’s city and, optionally, its exact point',
        params: Params,
        body: LocationInput,
        response: { 200: PartnerLocationResponse },
      },
      config: { access: { permission: Permission.partnersEdit, user: 'userId' } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { userId } = request.params;
      if (!(await partnerLocation(db, caller, userId))) throw notFound(MessageKey.partnerNotFound);
      await saveLocation(db, userId, request.body, clock.now().toISOString());
      return ok((await partnerLocation(db, caller, userId))!, request.t(MessageKey.partnerSaved));
    },
  );
};
