import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttachRequest,
  AttachResponse,
  DetachRequest,
  MessageKey,
  PartnerCreate,
  PartnerDeleteResponse,
  PartnerOptionsResponse,
  PartnerResponse,
  PartnersPage,
  PartnersQuery,
  PartnerUpdate,
  PathId,
  Permission,
  UserOptionsResponse,
  pageMeta,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { auditedAccount } from '../../core/audit/accounts.js';
import { notFound } from '../../core/http/errors.js';
import { createPartner, deletePartner, updatePartner } from './manage.js';
import { attach, attachableUsers, detach } from './membership.js';
import { findPartner, listPartners, partnerOptions } from './queries.js';

const tags = ['partners'];
const view = Permission.partnersView;
const edit = Permission.partnersEdit;
const IdParams = z.object({ id: PathId });
const bodyUserId = (request: FastifyRequest) => (request.body as { user_id?: number }).user_id;

export const partnersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  app.get(
    '/api/partners',
    {
      schema: {
        tags,
        summary: 'Partners, paged, sorted and searched (company, login, e-mail, BIN)',
        querystring: PartnersQuery,
        response: { 200: PartnersPage },
      },
      config: { access: { permission: view } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listPartners(db, callerOf(request), query);
      return {
        success: true as const,
        data: rows,
        meta: pageMeta(query, total),
      };
    },
  );

  app.get(
    '/api/partners/all',
    {
      schema: {
        tags,
        summary: 'Id and name of every partner, for pickers',
        response: { 200: PartnerOptionsResponse },
      },
      config: { access: { permission: view } },
    },
    async (request) => ({
      success: true as const,
      data: await partnerOptions(db, callerOf(request)),
    }),
  );

  app.get(
    '/api/partners/:id',
    {
      schema: {
        tags,
        summary: 'One partner',
        params: IdParams,
        response: { 200: PartnerResponse },
      },
      config: { access: { permission: view, user: 'id' } },
    },
    async (request) => {
      const partner = await findPartner(db, callerOf(request), request.params.id);
      if (!partner) throw notFound(MessageKey.partnerNotFound);
      return { success: true as const, data: partner };
    },
  );

  app.post(
    '/api/partners/create',
    {
      schema: {
        tags,
        summary: 'Add a partner: account and company profile',
        body: PartnerCreate,
        response: { 201: PartnerResponse },
      },
      config: {
        idempotent: true,
        audit: { action: 'partner.create', load: auditedAccount },
        access: { permission: edit },
      },
    },
    async (request, reply) => {
      const data = await createPartner(db, callerOf(request), request.body, now());
      return reply
        .status(201)
        .send({ success: true, data, message: request.t(MessageKey.partnerSaved) });
    },
  );

  app.post(
    '/api/partners/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a partner',
        params: IdParams,
        body: PartnerUpdate,
        response: { 200: PartnerResponse },
      },
      config: {
        audit: { action: 'partner.update', load: auditedAccount, id: 'id' },
        access: { permission: edit, user: 'id' },
      },
    },
    async (request) => {
      const data = await updatePartner(
        db,
        callerOf(request),
        request.params.id,
        request.body,
        now(),
      );
      return { success: true as const, data, message: request.t(MessageKey.partnerSaved) };
    },
  );

  // GET because the contract says so; a partner with history is blocked rather than erased.
  app.get(
    '/api/partners/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a partner (blocked instead when it has history)',
        params: IdParams,
        response: { 200: PartnerDeleteResponse },
      },
      config: {
        audit: { action: 'partner.delete', load: auditedAccount, id: 'id' },
        access: { permission: edit, user: 'id' },
      },
    },
    async (request) => {
      const outcome = await deletePartner(db, callerOf(request), request.params.id, now());
      const message = request.t(
        outcome === 'deleted' ? MessageKey.partnerDeleted : MessageKey.partnerBlockedInstead,
      );
      return { success: true as const, outcome, message };
    },
  );

  app.get(
    '/api/users/partner/all',
    {
      schema: {
        tags,
        summary: 'Users that can be attached to a partner',
        response: { 200: UserOptionsResponse },
      },
      config: { access: { permission: edit } },
    },
    async () => ({ success: true as const, data: await attachableUsers(db) }),
  );

  app.post(
    '/api/users/attach-to-partner',
    {
      schema: {
        tags,
        summary: 'Attach a user to a partner',
        body: AttachRequest,
        response: { 200: AttachResponse },
      },
      config: {
        audit: { action: 'user.attach', load: auditedAccount, id: bodyUserId },
        access: { permission: edit },
      },
    },
    async (request) => {
      await attach(db, request.body.user_id, request.body.partner_id, now());
      return { success: true, message: request.t(MessageKey.userAttached), errors: {} };
    },
  );

  app.post(
    '/api/partners/detach',
    {
      schema: {
        tags,
        summary: 'Detach a user from its partner',
        body: DetachRequest,
        response: { 200: AttachResponse },
      },
      config: {
        audit: { action: 'user.detach', load: auditedAccount, id: bodyUserId },
        access: {
          permission: Permission.usersEdit,
          scopedBy: { in: 'body', name: 'user_id', resource: 'user' },
        },
      },
    },
    async (request) => {
      await detach(db, callerOf(request), request.body.user_id, now());
      return { success: true, message: request.t(MessageKey.userDetached), errors: {} };
    },
  );
};
