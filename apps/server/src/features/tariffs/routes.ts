import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageBody,
  MessageKey,
  PathId,
  Permission,
  TariffEnd,
  TariffInput,
  TariffPackageExtend,
  TariffPackageInput,
  TariffPackageResponse,
  TariffPackagesResponse,
  TariffResponse,
  TariffsPage,
  TariffsQuery,
  UserServiceAssign,
  UserServiceEnd,
  UserServicesResponse,
  pageMeta,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import type { Caller } from '../../core/auth/current-user.js';
import { forbidden, notFound } from '../../core/http/errors.js';
import { deleteTariff, endTariff, findTariff, listTariffs, saveTariff } from './queries.js';
import { assignService, endAssignments, listAssignments } from './assignments.js';
import { assignmentHolders } from './assignment-rule.js';
import { closePackage, createPackage, extendPackage, listPackages } from './packages.js';

const tags = ['tariffs'];
const view = Permission.tariffView;
const edit = Permission.tariffEdit;
const Id = z.object({ id: PathId });
const UserParams = z.object({ userId: PathId });
const PackageParams = z.object({ userId: PathId, serviceId: PathId });
const OnePackage = PackageParams.extend({ id: PathId });

const loadTariff = (db: AppDeps['db'], id: string) => findTariff(db, Number(id));
const loadAssignments = (db: AppDeps['db'], userId: string) => listAssignments(db, Number(userId));

/** Staff see every tariff; anybody else the ones assigned to them or to their partner. */
const visibleTo = (caller: Caller): number[] | 'all' =>
  caller.group === 'Admin' ? 'all' : assignmentHolders(caller);

export const tariffsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();
  /** The provider's day (Almaty's date runs ahead of UTC's from 19:00 UTC). */
  const today = () => deps.calendar.today(clock.now());

  app.get(
    '/api/tariffs',
    {
      schema: {
        tags,
        summary: 'Tariffs, paged (others’ tariffs stay hidden from partners)',
        querystring: TariffsQuery,
        response: { 200: TariffsPage },
      },
      config: { access: { permission: view } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listTariffs(db, visibleTo(callerOf(request)), query);
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
      };
    },
  );

  app.get(
    '/api/tariffs/:id',
    {
      schema: { tags, summary: 'One tariff', params: Id, response: { 200: TariffResponse } },
      config: {
        access: { permission: view, scopedBy: { in: 'params', name: 'id', resource: 'tariff' } },
      },
    },
    async (request) => {
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
      return { success: true as const, data: await findTariff(db, request.params.id) };
    },
  );

  app.post(
    '/api/tariffs/create',
    {
      schema: {
        tags,
        summary: 'Create a tariff',
        body: TariffInput,
        response: { 201: TariffResponse },
      },
      config: {
        idempotent: true,
        audit: { action: 'tariff.create', load: loadTariff },
        access: { permission: edit },
      },
    },
    async (request, reply) => {
      const data = await saveTariff(db, undefined, request.body, now());
      return reply
        .status(201)
        .send({ success: true, data, message: request.t(MessageKey.tariffSaved) });
    },
  );

  app.post(
    '/api/tariffs/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a tariff (prices are fixed once it is in use)',
        params: Id,
        body: TariffInput,
        response: { 200: TariffResponse },
      },
      config: {
        audit: { action: 'tariff.update', load: loadTariff, id: 'id' },
        access: { permission: edit },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveTariff(db, request.params.id, request.body, now()),
      message: request.t(MessageKey.tariffSaved),
    }),
  );

  app.post(
    '/api/tariffs/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tariff nobody uses',
        params: Id,
        response: { 200: MessageBody },
      },
      config: {
        audit: { action: 'tariff.delete', load: loadTariff, id: 'id' },
        access: { permission: edit },
      },
    },
    async (request) => {
      await deleteTariff(db, request.params.id);
      return { success: true as const, message: request.t(MessageKey.tariffDeleted) };
    },
  );

  app.post(
    '/api/tariffs/end/:id',
    {
      schema: {
        tags,
        summary: 'End a tariff on a day (its assignments end with it)',
        params: Id,
        body: TariffEnd,
        response: { 200: TariffResponse },
      },
      config: {
        audit: { action: 'tariff.end', load: loadTariff, id: 'id' },
        access: { permission: edit },
      },
    },
    async (request) => ({
      success: true as const,
      data: await endTariff(db, request.params.id, request.body.validTo, now()),
      message: request.t(MessageKey.tariffEnded),
    }),
  );

  app.get(
    '/api/users/:userId/services',
    {
      schema: {
        tags,
        summary: 'Which services a user may use, under which tariff, from when',
        params: UserParams,
        response: { 200: UserServicesResponse },
      },
      config: { access: { permission: Permission.servicesView, user: 'userId' } },
    },
    async (request) => ({
      success: true as const,
      data: await listAssignments(db, request.params.userId),
    }),
  );

  app.post(
    '/api/users/:userId/services/assign',
    {
      schema: {
        tags,
        summary: 'Give a user a service under a tariff from a day on',
        params: UserParams,
        body: UserServiceAssign,
        response: { 200: UserServicesResponse },
      },
      config: {
        audit: { action: 'user-service.assign', load: loadAssignments, id: 'userId' },
        access: { permission: edit, user: 'userId' },
      },
    },
    async (request) => {
      const { serviceId, tariffId, from } = request.body;
      await assignService(db, request.params.userId, serviceId, tariffId, from);
      return {
        success: true as const,
        data: await listAssignments(db, request.params.userId),
        message: request.t(MessageKey.assignmentSaved),
      };
    },
  );

  app.post(
    '/api/users/:userId/services/end',
    {
      schema: {
        tags,
        summary: 'Stop a user’s access to a service from a day on',
        params: UserParams,
        body: UserServiceEnd,
        response: { 200: UserServicesResponse },
      },
      config: {
        audit: { action: 'user-service.end', load: loadAssignments, id: 'userId' },
        access: { permission: edit, user: 'userId' },
      },
    },
    async (request) => {
      const changed = await endAssignments(
        db,
        request.params.userId,
        request.body.serviceId,
        request.body.from,
      );
      if (changed === 0) throw notFound(MessageKey.assignmentMissing);
      return {
        success: true as const,
        data: await listAssignments(db, request.params.userId),
        message: request.t(MessageKey.assignmentEnded),
      };
    },
  );

  app.get(
    '/api/users/:userId/tariff-packages/:serviceId',
    {
      schema: {
        tags,
        summary: 'A user’s packages for a service: quota, used, remaining, validity',
        params: PackageParams,
        response: { 200: TariffPackagesResponse },
      },
      config: { access: { permission: view, user: 'userId' } },
    },
    async (request) => ({
      success: true as const,
      data: await listPackages(db, request.params.userId, request.params.serviceId, today()),
    }),
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/create',
    {
      schema: {
        tags,
        summary: 'Add a prepaid package',
        params: PackageParams,
        body: TariffPackageInput,
        response: { 201: TariffPackageResponse },
      },
      config: {
        idempotent: true,
        audit: { action: 'tariff-package.create', table: 'tariff_packages' },
        access: { permission: edit, user: 'userId' },
      },
    },
    async (request, reply) => {
      const service = await db
        .selectFrom('services')
        .select('id')
        .where('id', '=', request.params.serviceId)
        .executeTakeFirst();
      if (!service) throw notFound(MessageKey.serviceNotFound);
      const data = await createPackage(
        db,
        request.params.userId,
        request.params.serviceId,
        request.body,
        now(),
      );
      return reply
        .status(201)
        .send({ success: true, data, message: request.t(MessageKey.packageSaved) });
    },
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/extend/:id',
    {
      schema: {
        tags,
        summary: 'Extend a package (later end, more requests)',
        params: OnePackage,
        body: TariffPackageExtend,
        response: { 200: TariffPackageResponse },
      },
      config: {
        audit: { action: 'tariff-package.extend', table: 'tariff_packages', id: 'id' },
        access: { permission: edit, user: 'userId' },
      },
    },
    async (request) => {
      const { userId, serviceId, id } = request.params;
      return {
        success: true as const,
        data: await extendPackage(db, userId, serviceId, id, request.body, today()),
        message: request.t(MessageKey.packageSaved),
      };
    },
  );

  app.post(
    '/api/users/:userId/tariff-packages/:serviceId/close/:id',
    {
      schema: {
        tags,
        summary: 'Close a package',
        params: OnePackage,
        response: { 200: TariffPackageResponse },
      },
      config: {
        audit: { action: 'tariff-package.close', table: 'tariff_packages', id: 'id' },
        access: { permission: edit, user: 'userId' },
      },
    },
    async (request) => {
      const { userId, serviceId, id } = request.params;
      return {
        success: true as const,
        data: await closePackage(db, userId, serviceId, id, now()),
        message: request.t(MessageKey.packageClosed),
      };
    },
  );
};
