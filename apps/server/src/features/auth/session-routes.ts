import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentUserResponse,
  EmailLoginRequest,
  LoginRequest,
  MessageBody,
  MessageKey,
  TokenResponse,
} from '@cabinet/contract';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { callerOf } from '../../core/auth/guard.js';
import { loadCurrentUser } from '../../core/auth/current-user.js';
import { setCsrfCookie } from '../../core/http/csrf.js';
import { unauthenticated } from '../../core/http/errors.js';
import type { ReplyOf, RequestOf } from '../../core/http/route-request.js';
import { logIn } from './login.js';
import { ok } from '../../core/http/answers.js';

const tags = ['auth'];
const signedIn = { access: { permission: null } } as const;

const csrfSchema = {
  tags,
  summary: 'Sets the XSRF-TOKEN cookie that unsafe requests echo',
  response: { 204: z.null().describe('The cookie is set; there is no body') },
};
const loginSchema = {
  tags,
  summary: 'Log in with login or e-mail',
  body: LoginRequest,
  response: { 200: TokenResponse },
};
const emailLoginSchema = {
  tags,
  summary: 'Log in with e-mail (sample backend alias)',
  body: EmailLoginRequest,
  response: { 200: TokenResponse },
};
const logoutSchema = {
  tags,
  summary: 'Revoke the current token',
  response: { 200: MessageBody },
};

/** Signing in and out, the CSRF cookie, and who the signed-in caller is. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/sanctum/csrf-cookie',
    { schema: csrfSchema, config: { access: 'public' } },
    (_request, reply) => csrfCookie(deps, reply),
  );

  const publicThrottled = { access: 'public', throttled: true } as const;
  app.post(
    '/api/sanctum/token',
    { schema: loginSchema, config: publicThrottled },
    (request, reply) => logInByLogin(deps, request, reply),
  );

  app.post(
    '/api/sanctum/email',
    { schema: emailLoginSchema, config: publicThrottled },
    (request, reply) => logInByEmail(deps, request, reply),
  );

  for (const [url, summary] of [
    ['/api/user', 'The signed-in user'],
    ['/api/sanctum/checkToken', 'Whether the token is valid (alias of GET /api/user)'],
  ] as const) {
    app.get(
      url,
      { schema: { tags, summary, response: { 200: CurrentUserResponse } }, config: signedIn },
      (request) => currentUser(deps, request),
    );
  }

  // GET /api/logout because the contract says so; it only revokes the caller's own token.
  for (const [method, url] of [
    ['GET', '/api/logout'],
    ['POST', '/api/auth/logout'],
  ] as const) {
    app.route({
      method,
      url,
      schema: logoutSchema,
      config: signedIn,
      handler: (request, reply) => logOut(deps, request, reply),
    });
  }
};

/** A fresh XSRF-TOKEN: asked for, and at sign-in and sign-out, as Laravel renews its token. */
const renewCsrf = ({ secret, config }: AppDeps, reply: FastifyReply) =>
  setCsrfCookie(
    reply,
    secret,
    config.publicUrl.startsWith('https://'),
    config.TOKEN_MAX_HOURS * 3600,
  );

/** GET /api/sanctum/csrf-cookie */
async function csrfCookie(deps: AppDeps, reply: ReplyOf<typeof csrfSchema>) {
  renewCsrf(deps, reply);
  return reply.status(204).send(null);
}

/** POST /api/sanctum/token */
async function logInByLogin(
  deps: AppDeps,
  request: RequestOf<typeof loginSchema>,
  reply: FastifyReply,
) {
  const { login, password, device_name } = request.body;
  const answer = await logIn(deps, request, login, password, device_name);
  renewCsrf(deps, reply);
  return answer;
}

/** POST /api/sanctum/email */
async function logInByEmail(
  deps: AppDeps,
  request: RequestOf<typeof emailLoginSchema>,
  reply: FastifyReply,
) {
  const { email, password, device_name } = request.body;
  const answer = await logIn(deps, request, email, password, device_name, 'email');
  renewCsrf(deps, reply);
  return answer;
}

/** GET /api/user and GET /api/sanctum/checkToken */
async function currentUser({ db, config }: AppDeps, request: FastifyRequest) {
  const data = await loadCurrentUser(
    db,
    callerOf(request).id,
    request.lang,
    config.TOKEN_IDLE_MINUTES,
  );
  if (!data) throw unauthenticated();
  return ok(data);
}

/** GET /api/logout and POST /api/auth/logout */
async function logOut(deps: AppDeps, request: RequestOf<typeof logoutSchema>, reply: FastifyReply) {
  if (request.tokenId !== null) await deps.tokens.revoke(request.tokenId);
  renewCsrf(deps, reply);
  return { success: true as const, message: request.t(MessageKey.loggedOut) };
}
