import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PathId, Permission, TariffResponse, TariffsPage, TariffsQuery } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { Caller } from '../../core/auth/current-user.js';
import { forbidden } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { findTariff, listTariffs } from './queries.js';
import { assignmentHolders } from '../../core/pricing/assignment-rule.js';
import { isStaff } from '../../core/auth/scope.js';
import { ok, okPage } from '../../core/http/answers.js';

const listSchema = {
  tags: ['tariffs'],
  summary: 'Tariffs, paged (others’ tariffs stay hidden from partners)',
  querystring: TariffsQuery,
  response: { 200: TariffsPage },
};

const oneSchema = {
  tags: ['tariffs'],
  summary: 'One tariff',
  params: z.object({ id: PathId }),
  response: { 200: TariffResponse },
};

/** The tariffs a caller may see: the list, and one. */
export const tariffReadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/tariffs',
    { schema: listSchema, config: { access: { permission: Permission.tariffView } } },
    (request) => tariffsPage(deps, request),
  );

  app.get(
    '/api/tariffs/:id',
    {
      schema: oneSchema,
      config: {
        access: {
          permission: Permission.tariffView,
          scopedBy: { in: 'params', name: 'id', resource: 'tariff' },
        },
      },
    },
    (request) => oneTariff(deps, request),
  );
};

/** Staff see every tariff; anybody else the ones assigned to them or to their partner. */
const visibleTo = (caller: Caller): number[] | 'all' =>
  isStaff(caller) ? 'all' : assignmentHolders(caller);

/** GET /api/tariffs */
async function tariffsPage({ db }: AppDeps, request: RequestOf<typeof listSchema>) {
  const query = request.query;
  const { rows, total } = await listTariffs(db, visibleTo(callerOf(request)), query);
  return okPage(rows, query, total);
}

/** GET /api/tariffs/:id */
async function oneTariff({ db }: AppDeps, request: RequestOf<typeof oneSchema>) {
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
}
