import {
  IdParams,
  MessageKey,
  PartnerCreate,
  PartnerDeleteResponse,
  PartnerResponse,
  PartnerUpdate,
  Permission,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { accountChange, auditedAccount } from '../../core/audit/accounts.js';
import { createPartner, deletePartner, updatePartner } from './manage.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['partners']);
const edit = Permission.partnersEdit;
const now = ({ clock }: AppDeps) => clock.now().toISOString();

const addPartner = route.post(
  '/api/partners/create',
  'Add a partner: account and company profile',
  {
    body: PartnerCreate,
    response: { 201: PartnerResponse },
  },
  {
    idempotent: true,
    audit: { action: 'partner.create', load: auditedAccount },
    access: { permission: edit },
  },
  async ({ deps }, request, reply) => {
    const data = await createPartner(deps.db, callerOf(request), request.body, now(deps));
    return reply.status(201).send(ok(data, request.t(MessageKey.partnerSaved)));
  },
);

const changePartner = route.post(
  '/api/partners/update/:id',
  'Update a partner',
  {
    params: IdParams,
    body: PartnerUpdate,
    response: { 200: PartnerResponse },
  },
  accountChange('partner.update', edit),
  async ({ deps }, request) => {
    const caller = callerOf(request);
    const data = await updatePartner(deps.db, caller, request.params.id, request.body, now(deps));
    return ok(data, request.t(MessageKey.partnerSaved));
  },
);

// GET because the contract says so; a partner with history is blocked rather than erased.
const removePartner = route.get(
  '/api/partners/delete/:id',
  'Delete a partner (blocked instead when it has history)',
  {
    params: IdParams,
    response: { 200: PartnerDeleteResponse },
  },
  accountChange('partner.delete', edit),
  async ({ deps }, request) => {
    const outcome = await deletePartner(deps.db, callerOf(request), request.params.id, now(deps));
    const message = request.t(
      outcome === 'deleted' ? MessageKey.partnerDeleted : MessageKey.partnerBlockedInstead,
    );
    return { success: true as const, outcome, message };
  },
);

/** Partners added, changed and deleted (or blocked) by those who edit them. */
export const partnerChangeRoutes = routesPlugin(addPartner, changePartner, removePartner);
