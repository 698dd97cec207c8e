import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  EmailConfirmRequest,
  IdParams,
  MessageBody,
  MessageKey,
  OwnProfileUpdate,
  UserResponse,
} from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { auditedAccount } from '../../core/audit/accounts.js';
import { callerOf } from '../../core/auth/guard.js';
import { confirmEmail, sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { forbidden } from '../../core/http/errors.js';
import type { RequestOf } from '../../core/http/route-request.js';
import { updateOwnProfile } from './own-profile.js';
import { schemaOf } from '../../core/http/route-schema.js';
import { ok } from '../../core/http/answers.js';

const schema = schemaOf(['users']);

const profileSchema = schema(
  'Update one’s own profile (e-mail change needs the current password)',
  {
    params: IdParams,
    body: OwnProfileUpdate,
    response: { 200: UserResponse },
  },
);
const askConfirmationSchema = schema(
  'Mails a new confirmation link to one’s own address (if it is not confirmed)',
  {
    description:
      '429 with Retry-After beyond EMAIL_CONFIRM_MAX_PER_USER asks within EMAIL_CONFIRM_WINDOW_SECONDS.',
    response: { 200: MessageBody },
  },
);
const confirmSchema = schema('Confirms an e-mail address with the token of the link mailed to it', {
  description:
    'Alert mail goes only to confirmed addresses. 422 on `token` if the link is unknown, expired or its address changed since.',
  body: EmailConfirmRequest,
  response: { 200: MessageBody },
});

/** One's own profile, and the confirmation of one's e-mail address. */
export const ownAccountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/user/:id/me',
    {
      schema: profileSchema,
      config: {
        audit: { action: 'user.profile-update', load: auditedAccount, id: 'id' },
        access: { permission: null, scopedBy: { in: 'params', name: 'id', resource: 'self' } },
        // A wrong current password counts as an attempt.
        throttled: true,
      },
    },
    (request) => updateProfile(deps, request),
  );

  app.post(
    '/api/users/email-confirmation',
    { schema: askConfirmationSchema, config: { access: { permission: null }, throttled: true } },
    (request) => mailConfirmationLink(deps, request),
  );

  app.post(
    '/api/users/email-confirmation/confirm',
    { schema: confirmSchema, config: { access: 'public' } },
    (request) => confirmAddress(deps, request),
  );
};

/** POST /api/user/:id/me */
async function updateProfile(deps: AppDeps, request: RequestOf<typeof profileSchema>) {
  const caller = callerOf(request);
  if (request.params.id !== caller.id) throw forbidden();
  const data = await updateOwnProfile(
    deps.db,
    deps.limits.currentPassword,
    caller.id,
    request.body,
    deps.clock.now().toISOString(),
  );
  await sendEmailConfirmation(deps, caller.id, request.lang);
  return ok(data, request.t(MessageKey.profileSaved));
}

/** POST /api/users/email-confirmation */
async function mailConfirmationLink(deps: AppDeps, request: FastifyRequest) {
  const caller = callerOf(request);
  await deps.limits.emailConfirmationRequest.takeOrRefuse(String(caller.id));
  await sendEmailConfirmation(deps, caller.id, request.lang);
  return { success: true as const, message: request.t(MessageKey.emailConfirmationSent) };
}

/** POST /api/users/email-confirmation/confirm */
async function confirmAddress(deps: AppDeps, request: RequestOf<typeof confirmSchema>) {
  await confirmEmail(deps, request.body.token);
  return { success: true as const, message: request.t(MessageKey.emailConfirmed) };
}
