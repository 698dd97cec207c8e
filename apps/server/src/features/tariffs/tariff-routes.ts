import { IdParams, Permission, TariffResponse, TariffsPage, TariffsQuery } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { Caller } from '../../core/auth/current-user.js';
import { forbidden } from '../../core/http/errors.js';
import { findTariff, listTariffs } from './queries.js';
import { assignmentHolders } from '../../core/pricing/assignment-rule.js';
import { isStaff } from '../../core/auth/scope.js';
import { ok, okPage } from '../../core/http/answers.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';

const route = routeDeclarers<{ deps: AppDeps }>(['tariffs']);

/** Staff see every tariff; anybody else the ones assigned to them or to their partner. */
const visibleTo = (caller: Caller): number[] | 'all' =>
  isStaff(caller) ? 'all' : assignmentHolders(caller);

const tariffsPage = route.get(
  '/api/tariffs',
  'Tariffs, paged (others’ tariffs stay hidden from partners)',
  { querystring: TariffsQuery, response: { 200: TariffsPage } },
  { access: { permission: Permission.tariffView } },
  async ({ deps }, request) => {
    const query = request.query;
    const { rows, total } = await listTariffs(deps.db, visibleTo(callerOf(request)), query);
    return okPage(rows, query, total);
  },
);

const oneTariff = route.get(
  '/api/tariffs/:id',
  'One tariff',
  { params: IdParams, response: { 200: TariffResponse } },
  {
    access: {
      permission: Permission.tariffView,
      scopedBy: { in: 'params', name: 'id', resource: 'tariff' },
    },
  },
  async ({ deps: { db } }, request) => {
    const visible = visibleTo(callerOf(request));
    if (visible !== 'all') {
      const assigned = await db
        .selectFrom('user_services')
        .select('id')
        .where('tariff_id', '=', request.params.id)
        .where('user_id', 'in', visible)
        .executeTakeFirst();
      if (!assigned) throw forbidden();
    }
    return ok(await findTariff(db, request.params.id));
  },
);

/** The tariffs a caller may see: the list, and one. */
export const tariffReadRoutes = routesPlugin(tariffsPage, oneTariff);
