import {
  MessageKey,
  PathId,
  Permission,
  TariffPackageExtend,
  TariffPackageInput,
  TariffPackageResponse,
  TariffPackagesResponse,
  UserServiceParams,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { notFound } from '../../core/http/errors.js';
import { closePackage, extendPackage, listPackages } from './packages.js';
import { createPackage } from '../../core/pricing/packages.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['tariffs']);
const PackageParams = UserServiceParams;
const OnePackage = PackageParams.extend({ id: PathId });
const edit = { permission: Permission.tariffEdit, user: 'userId' };
/** The config of a change to the package named by the path's `:id`, audited as `action`. */
const packageChange = (action: string) => ({
  audit: { action, table: 'tariff_packages' as const, id: 'id' },
  access: edit,
});
/** The provider's day (Almaty's date runs ahead of UTC's from 19:00 UTC). */
const today = ({ calendar, clock }: AppDeps) => calendar.today(clock.now());

const userPackages = route.get(
  '/api/users/:userId/tariff-packages/:serviceId',
  'A user’s packages for a service: quota, used, remaining, validity',
  {
    params: PackageParams,
    response: { 200: TariffPackagesResponse },
  },
  { access: { permission: Permission.tariffView, user: 'userId' } },
  async ({ deps }, request) => {
    const { userId, serviceId } = request.params;
    return ok(await listPackages(deps.db, userId, serviceId, today(deps)));
  },
);

const addPackage = route.post(
  '/api/users/:userId/tariff-packages/:serviceId/create',
  'Add a prepaid package',
  {
    params: PackageParams,
    body: TariffPackageInput,
    response: { 201: TariffPackageResponse },
  },
  {
    idempotent: true,
    audit: { action: 'tariff-package.create', table: 'tariff_packages' },
    access: edit,
  },
  async ({ deps: { db, clock } }, request, reply) => {
    const { userId, serviceId } = request.params;
    const service = await db
      .selectFrom('services')
      .select('id')
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!service) throw notFound(MessageKey.serviceNotFound);
    const now = clock.now().toISOString();
    const data = await createPackage(db, userId, serviceId, request.body, now);
    return reply.status(201).send(ok(data, request.t(MessageKey.packageSaved)));
  },
);

const extendUserPackage = route.post(
  '/api/users/:userId/tariff-packages/:serviceId/extend/:id',
  'Extend a package (later end, more requests)',
  {
    params: OnePackage,
    body: TariffPackageExtend,
    response: { 200: TariffPackageResponse },
  },
  packageChange('tariff-package.extend'),
  async ({ deps }, request) => {
    const { userId, serviceId, id } = request.params;
    const data = await extendPackage(deps.db, userId, serviceId, id, request.body, today(deps));
    return ok(data, request.t(MessageKey.packageSaved));
  },
);

const closeUserPackage = route.post(
  '/api/users/:userId/tariff-packages/:serviceId/close/:id',
  'Close a package',
  { params: OnePackage, response: { 200: TariffPackageResponse } },
  packageChange('tariff-package.close'),
  async ({ deps: { db, clock } }, request) => {
    const { userId, serviceId, id } = request.params;
    const data = await closePackage(db, userId, serviceId, id, clock.now().toISOString());
    return ok(data, request.t(MessageKey.packageClosed));
  },
);

/** A user's prepaid packages of a service: read, added, extended, closed. */
export const packageRoutes = routesPlugin(
  userPackages,
  addPackage,
  extendUserPackage,
  closeUserPackage,
);
