import {
  IdParams,
  MessageKey,
  PartnerOptionsResponse,
  PartnerResponse,
  PartnersPage,
  PartnersQuery,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { findPartner, listPartners, partnerOptions } from './queries.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok, okFound, okPage } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['partners']);
const view = Permission.partnersView;

const partnersPage = route.get(
  '/api/partners',
  'Partners, paged, sorted and searched (company, login, e-mail, BIN)',
  {
    querystring: PartnersQuery,
    response: { 200: PartnersPage },
  },
  { access: { permission: view } },
  async ({ deps }, request) => {
    const query = request.query;
    const { rows, total } = await listPartners(deps.db, callerOf(request), query);
    return okPage(rows, query, total);
  },
);

const partnerPicker = route.get(
  '/api/partners/all',
  'Id and name of every partner, for pickers',
  {
    response: { 200: PartnerOptionsResponse },
  },
  { access: { permission: view } },
  async ({ deps }, request) => ok(await partnerOptions(deps.db, callerOf(request))),
);

const onePartner = route.get(
  '/api/partners/:id',
  'One partner',
  { params: IdParams, response: { 200: PartnerResponse } },
  { access: { permission: view, user: 'id' } },
  async ({ deps }, request) => {
    const partner = await findPartner(deps.db, callerOf(request), request.params.id);
    return okFound(partner, MessageKey.partnerNotFound);
  },
);

/** The partners a caller may see: the list, the pickers', and one. */
export const partnerReadRoutes = routesPlugin(partnersPage, partnerPicker, onePartner);
