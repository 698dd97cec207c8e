import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageKey, RegisterRequest, TokenResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { HttpError } from '../../core/http/errors.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { assertFree, insertUser, roleIdsByKey, withUniqueGuard } from '../../core/auth/accounts.js';

const registerSchema = {
  tags: ['auth'],
  summary: 'Register a new user of group client',
  body: RegisterRequest,
  response: { 201: TokenResponse },
};

/** Anybody registers as a client, and is signed in at once. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/auth/register',
    { schema: registerSchema, config: { access: 'public', throttled: true } },
    (request, reply) => register(deps, request, reply),
  );
};

/** POST /api/auth/register */
async function register(
  deps: AppDeps,
  request: RequestOf<typeof registerSchema>,
  reply: ReplyOf<typeof registerSchema>,
) {
  const { db, clock, tokens, config } = deps;
  const body = request.body;
  // Its answer tells whether a login or e-mail is taken: counted per client address.
  await deps.limits.registration.takeOrRefuse(request.ip);
  const now = clock.now().toISOString();
  const passwordHash = await hashPassword(body.password);
  const userId = await withUniqueGuard(
    () =>
      db.transaction().execute(async (trx) => {
        await assertFree(trx, body.login, body.email, MessageKey.registrationFailed);
        return insertUser(
          trx,
          {
            login: body.login,
            email: body.email,
            name: body.name,
            surname: body.surname,
            description: '',
            password_hash: passwordHash,
            group: 'client',
            parent_id: null,
            created_at: now,
            updated_at: now,
            last_login_at: now,
          },
          await roleIdsByKey(trx, ['client']),
        );
      }),
    MessageKey.registrationFailed,
  );
  await sendEmailConfirmation(deps, userId, request.lang);
  const token = await tokens.issue(userId, 'spa');
  const data = await loadCurrentUser(db, userId, request.lang, config.TOKEN_IDLE_MINUTES);
  if (!data) throw new HttpError(500, MessageKey.registrationFailed);
  return reply
    .status(201)
    .send({ success: true, token, data, message: request.t(MessageKey.registered) });
}
