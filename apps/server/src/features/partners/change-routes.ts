import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageKey,
  PartnerCreate,
  PartnerDeleteResponse,
  PartnerResponse,
  PartnerUpdate,
  PathId,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { accountChange, auditedAccount } from '../../core/audit/accounts.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { createPartner, deletePartner, updatePartner } from './manage.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['partners']);
const edit = Permission.partnersEdit;
const IdParams = z.object({ id: PathId });

const createSchema = schema('Add a partner: account and company profile', {
  body: PartnerCreate,
  response: { 201: PartnerResponse },
});
const updateSchema = schema('Update a partner', {
  params: IdParams,
  body: PartnerUpdate,
  response: { 200: PartnerResponse },
});
const deleteSchema = schema('Delete a partner (blocked instead when it has history)', {
  params: IdParams,
  response: { 200: PartnerDeleteResponse },
});

/** Partners added, changed and deleted (or blocked) by those who edit them. */
export const partnerChangeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/partners/create',
    {
      schema: createSchema,
      config: {
        idempotent: true,
        audit: { action: 'partner.create', load: auditedAccount },
        access: { permission: edit },
      },
    },
    (request, reply) => addPartner(deps, request, reply),
  );

  app.post(
    '/api/partners/update/:id',
    {
      schema: updateSchema,
      config: accountChange('partner.update', edit),
    },
    (request) => changePartner(deps, request),
  );

  // GET because the contract says so; a partner with history is blocked rather than erased.
  app.get(
    '/api/partners/delete/:id',
    {
      schema: deleteSchema,
      config: accountChange('partner.delete', edit),
    },
    (request) => removePartner(deps, request),
  );
};

const now = ({ clock }: AppDeps) => clock.now().toISOString();

/** POST /api/partners/create */
async function addPartner(
  deps: AppDeps,
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const data = await createPartner(deps.db, callerOf(request), request.body, now(deps));
  return reply.status(201).send(ok(data, request.t(MessageKey.partnerSaved)));
}

/** POST /api/partners/update/:id */
async function changePartner(deps: AppDeps, request: RequestOf<typeof updateSchema>) {
  const caller = callerOf(request);
  const data = await updatePartner(deps.db, caller, request.params.id, request.body, now(deps));
  return ok(data, request.t(MessageKey.partnerSaved));
}

/** GET /api/partners/delete/:id */
async function removePartner(deps: AppDeps, request: RequestOf<typeof deleteSchema>) {
  const outcome = await deletePartner(deps.db, callerOf(request), request.params.id, now(deps));
  const message = request.t(
    outcome === 'deleted' ? MessageKey.partnerDeleted : MessageKey.partnerBlockedInstead,
  );
  return { success: true as const, outcome, message };
}
