import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageBody,
  MessageKey,
  PathId,
  Permission,
  TariffEnd,
  TariffInput,
  TariffResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { deleteTariff, endTariff, findTariff, saveTariff } from './queries.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['tariffs']);
const Id = z.object({ id: PathId });

const createSchema = schema('Create a tariff', {
  body: TariffInput,
  response: { 201: TariffResponse },
});
const updateSchema = schema('Update a tariff (prices are fixed once it is in use)', {
  params: Id,
  body: TariffInput,
  response: { 200: TariffResponse },
});
const deleteSchema = schema('Delete a tariff nobody uses', {
  params: Id,
  response: { 200: MessageBody },
});
const endSchema = schema('End a tariff on a day (its assignments end with it)', {
  params: Id,
  body: TariffEnd,
  response: { 200: TariffResponse },
});

const loadTariff = (db: AppDeps['db'], id: string) => findTariff(db, Number(id));
const access = { permission: Permission.tariffEdit };

/** Tariffs created, changed, deleted and ended by those who edit them. */
export const tariffChangeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/tariffs/create',
    {
      schema: createSchema,
      config: { idempotent: true, audit: { action: 'tariff.create', load: loadTariff }, access },
    },
    (request, reply) => createTariff(deps, request, reply),
  );

  app.post(
    '/api/tariffs/update/:id',
    {
      schema: updateSchema,
      config: { audit: { action: 'tariff.update', load: loadTariff, id: 'id' }, access },
    },
    (request) => updateTariff(deps, request),
  );

  app.post(
    '/api/tariffs/delete/:id',
    {
      schema: deleteSchema,
      config: { audit: { action: 'tariff.delete', load: loadTariff, id: 'id' }, access },
    },
    (request) => removeTariff(deps, request),
  );

  app.post(
    '/api/tariffs/end/:id',
    {
      schema: endSchema,
      config: { audit: { action: 'tariff.end', load: loadTariff, id: 'id' }, access },
    },
    (request) => endTariffOn(deps, request),
  );
};

const now = ({ clock }: AppDeps) => clock.now().toISOString();

/** POST /api/tariffs/create */
async function createTariff(
  deps: AppDeps,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const data = await saveTariff(deps.db, undefined, request.body, now(deps));
  return reply.status(201).send(ok(data, request.t(MessageKey.tariffSaved)));
}

/** POST /api/tariffs/update/:id */
async function updateTariff(deps: AppDeps, request: RequestOf<typeof updateSchema>) {
  return ok(
    await saveTariff(deps.db, request.params.id, request.body, now(deps)),
    request.t(MessageKey.tariffSaved),
  );
}

/** POST /api/tariffs/delete/:id */
async function removeTariff({ db }: AppDeps, request: RequestOf<typeof deleteSchema>) {
  await deleteTariff(db, request.params.id);
  return { success: true as const, message: request.t(MessageKey.tariffDeleted) };
}

/** POST /api/tariffs/end/:id */
async function endTariffOn(deps: AppDeps, request: RequestOf<typeof endSchema>) {
  return ok(
    await endTariff(deps.db, request.params.id, request.body.validTo, now(deps)),
    request.t(MessageKey.tariffEnded),
  );
}
