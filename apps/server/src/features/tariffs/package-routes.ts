import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageKey,
  PathId,
  Permission,
  TariffPackageExtend,
  TariffPackageInput,
  TariffPackageResponse,
  TariffPackagesResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { notFound } from '../../core/http/errors.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { closePackage, extendPackage, listPackages } from './packages.js';
import { createPackage } from '../../core/pricing/packages.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['tariffs']);
const PackageParams = z.object({ userId: PathId, serviceId: PathId });
const OnePackage = PackageParams.extend({ id: PathId });

const listSchema = schema('A user’s packages for a service: quota, used, remaining, validity', {
  params: PackageParams,
  response: { 200: TariffPackagesResponse },
});
const createSchema = schema('Add a prepaid package', {
  params: PackageParams,
  body: TariffPackageInput,
  response: { 201: TariffPackageResponse },
});
const extendSchema = schema('Extend a package (later end, more requests)', {
  params: OnePackage,
  body: TariffPackageExtend,
  response: { 200: TariffPackageResponse },
});
const closeSchema = schema('Close a package', {
  params: OnePackage,
  response: { 200: TariffPackageResponse },
});

const edit = { permission: Permission.tariffEdit, user: 'userId' };

/** A user's prepaid packages of a service: read, added, extended, closed. */
export const packageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/users/:userId/tariff-packages/:serviceId',
    {
      schema: listSchema,
      config: { access: { permission: Permission.tariffView, user: 'userId' } },
    },
    (request) => userPackages(deps, request),
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/create',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        audit: { action: 'tariff-package.create', table: 'tariff_packages' },
        access: edit,
      },
    },
    (request, reply) => addPackage(deps, request, reply),
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/extend/:id',
    {
      schema: extendSchema,
      config: {
        audit: { action: 'tariff-package.extend', table: 'tariff_packages', id: 'id' },
        access: edit,
      },
    },
    (request) => extendUserPackage(deps, request),
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/close/:id',
    {
      schema: closeSchema,
      config: {
        audit: { action: 'tariff-package.close', table: 'tariff_packages', id: 'id' },
        access: edit,
      },
    },
    (request) => closeUserPackage(deps, request),
  );
};

/** The provider's day (Almaty's date runs ahead of UTC's from 19:00 UTC). */
const today = ({ calendar, clock }: AppDeps) => calendar.today(clock.now());

/** GET /api/users/:userId/tariff-packages/:serviceId */
async function userPackages(deps: AppDeps, request: RequestOf<typeof listSchema>) {
  const { userId, serviceId } = request.params;
  return ok(await listPackages(deps.db, userId, serviceId, today(deps)));
}

/** POST /api/users/:userId/tariff-packages/:serviceId/create */
async function addPackage(
  { db, clock }: AppDeps,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const { userId, serviceId } = request.params;
  const service = await db
    .selectFrom('services')
    .select('id')
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (!service) throw notFound(MessageKey.serviceNotFound);
  const data = await createPackage(db, userId, serviceId, request.body, clock.now().toISOString());
  return reply.status(201).send(ok(data, request.t(MessageKey.packageSaved)));
}

/** POST /api/users/:userId/tariff-packages/:serviceId/extend/:id */
async function extendUserPackage(deps: AppDeps, request: RequestOf<typeof extendSchema>) {
  const { userId, serviceId, id } = request.params;
  return ok(
    await extendPackage(deps.db, userId, serviceId, id, request.body, today(deps)),
    request.t(MessageKey.packageSaved),
  );
}

/** POST /api/users/:userId/tariff-packages/:serviceId/close/:id */
async function closeUserPackage({ db, clock }: AppDeps, request: RequestOf<typeof closeSchema>) {
  const { userId, serviceId, id } = request.params;
  return ok(
    await closePackage(db, userId, serviceId, id, clock.now().toISOString()),
    request.t(MessageKey.packageClosed),
  );
}
