import { MessageKey, RegisterRequest, TokenResponse } from '@cabinet/contract';
import type { AppDeps } from '../../core/deps.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { hashPassword } from '../../core/auth/passwords.js';
import { sendEmailConfirmation } from '../../core/auth/email-confirmation.js';
import { HttpError } from '../../core/http/errors.js';
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { assertFree, insertUser, roleIdsByKey, withUniqueGuard } from '../../core/auth/accounts.js';

const route = routeDeclarers<{ deps: AppDeps }>(['auth']);

const register = route.post(
  '/api/auth/register',
  'Register a new user of group client',
  { body: RegisterRequest, response: { 201: TokenResponse } },
  { access: 'public', throttled: true },
  async ({ deps }, request, reply) => {
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
  },
);

/** Anybody registers as a client, and is signed in at once. */
export const registrationRoutes = routesPlugin(register);
