import {
  IdParams,
  MessageBody,
  MessageKey,
  Permission,
  TariffEnd,
  TariffInput,
  TariffResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { deleteTariff, endTariff, findTariff, saveTariff } from './queries.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['tariffs']);
const access = { permission: Permission.tariffEdit };
const loadTariff = (db: AppDeps['db'], id: string) => findTariff(db, Number(id));
/** The config of a change to the tariff named by the path's `:id`, audited as `action`. */
const tariffChange = (action: string) => ({
  audit: { action, load: loadTariff, id: 'id' },
  access,
});
const now = ({ clock }: AppDeps) => clock.now().toISOString();

const createTariff = route.post(
  '/api/tariffs/create',
  'Create a tariff',
  { body: TariffInput, response: { 201: TariffResponse } },
  { idempotent: true, audit: { action: 'tariff.create', load: loadTariff }, access },
  async ({ deps }, request, reply) => {
    const data = await saveTariff(deps.db, undefined, request.body, now(deps));
    return reply.status(201).send(ok(data, request.t(MessageKey.tariffSaved)));
  },
);

const updateTariff = route.post(
  '/api/tariffs/update/:id',
  'Update a tariff (prices are fixed once it is in use)',
  {
    params: IdParams,
    body: TariffInput,
    response: { 200: TariffResponse },
  },
  tariffChange('tariff.update'),
  async ({ deps }, request) => {
    const data = await saveTariff(deps.db, request.params.id, request.body, now(deps));
    return ok(data, request.t(MessageKey.tariffSaved));
  },
);

const removeTariff = route.post(
  '/api/tariffs/delete/:id',
  'Delete a tariff nobody uses',
  { params: IdParams, response: { 200: MessageBody } },
  tariffChange('tariff.delete'),
  async ({ deps }, request) => {
    await deleteTariff(deps.db, request.params.id);
    return { success: true as const, message: request.t(MessageKey.tariffDeleted) };
  },
);

const endTariffOn = route.post(
  '/api/tariffs/end/:id',
  'End a tariff on a day (its assignments end with it)',
  {
    params: IdParams,
    body: TariffEnd,
    response: { 200: TariffResponse },
  },
  tariffChange('tariff.end'),
  async ({ deps }, request) => {
    const { validTo } = request.body;
    const data = await endTariff(deps.db, request.params.id, validTo, now(deps));
    return ok(data, request.t(MessageKey.tariffEnded));
  },
);

/** Tariffs created, changed, deleted and ended by those who edit them. */
export const tariffChangeRoutes = routesPlugin(
  createTariff,
  updateTariff,
  removeTariff,
  endTariffOn,
);
