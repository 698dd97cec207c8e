import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MessageKey,
  PartnerOptionsResponse,
  PartnerResponse,
  PartnersPage,
  PartnersQuery,
  PathId,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { notFound } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { findPartner, listPartners, partnerOptions } from './queries.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok, okPage } from '../../core/http/answers.js';

const schema = schemaOf(['partners']);
const view = Permission.partnersView;

const listSchema = schema('Partners, paged, sorted and searched (company, login, e-mail, BIN)', {
  querystring: PartnersQuery,
  response: { 200: PartnersPage },
});
const optionsSchema = schema('Id and name of every partner, for pickers', {
  response: { 200: PartnerOptionsResponse },
});
const oneSchema = schema('One partner', {
  params: z.object({ id: PathId }),
  response: { 200: PartnerResponse },
});

/** The partners a caller may see: the list, the pickers', and one. */
export const partnerReadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/partners',
    { schema: listSchema, config: { access: { permission: view } } },
    (request) => partnersPage(deps, request),
  );

  app.get(
    '/api/partners/all',
    { schema: optionsSchema, config: { access: { permission: view } } },
    (request) => partnerPicker(deps, request),
  );

  app.get(
    '/api/partners/:id',
    { schema: oneSchema, config: { access: { permission: view, user: 'id' } } },
    (request) => onePartner(deps, request),
  );
};

/** GET /api/partners */
async function partnersPage({ db }: AppDeps, request: RequestOf<typeof listSchema>) {
  const query = request.query;
  const { rows, total } = await listPartners(db, callerOf(request), query);
  return okPage(rows, query, total);
}

/** GET /api/partners/all */
async function partnerPicker({ db }: AppDeps, request: FastifyRequest) {
  return ok(await partnerOptions(db, callerOf(request)));
}

/** GET /api/partners/:id */
async function onePartner({ db }: AppDeps, request: RequestOf<typeof oneSchema>) {
  const partner = await findPartner(db, callerOf(request), request.params.id);
  if (!partner) throw notFound(MessageKey.partnerNotFound);
  return ok(partner);
}
