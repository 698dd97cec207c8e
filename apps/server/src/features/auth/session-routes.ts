import type { FastifyReply } from 'fastify';
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
import { routeDeclarers, routesPlugin } from '../../core/http/route-definer.js';
import { logIn } from './login.js';
import { ok } from '../../core/http/answers.js';

const route = routeDeclarers<{ deps: AppDeps }>(['auth']);
const signedIn = { access: { permission: null } } as const;
const publicThrottled = { access: 'public', throttled: true } as const;

/** A fresh XSRF-TOKEN: asked for, and at sign-in and sign-out, as Laravel renews its token. */
const renewCsrf = ({ secret, config }: AppDeps, reply: FastifyReply) =>
  setCsrfCookie(
    reply,
    secret,
    config.publicUrl.startsWith('https://'),
    config.TOKEN_MAX_HOURS * 3600,
  );

const csrfCookie = route.get(
  '/api/sanctum/csrf-cookie',
  'Sets the XSRF-TOKEN cookie that unsafe requests echo',
  { response: { 204: z.null().describe('The cookie is set; there is no body') } },
  { access: 'public' },
  async ({ deps }, _request, reply) => {
    renewCsrf(deps, reply);
    return reply.status(204).send(null);
  },
);

const logInByLogin = route.post(
  '/api/sanctum/token',
  'Log in with login or e-mail',
  { body: LoginRequest, response: { 200: TokenResponse } },
  publicThrottled,
  async ({ deps }, request, reply) => {
    const { login, password, device_name } = request.body;
    const answer = await logIn(deps, request, login, password, device_name);
    renewCsrf(deps, reply);
    return answer;
  },
);

const logInByEmail = route.post(
  '/api/sanctum/email',
  'Log in with e-mail (sample backend alias)',
  { body: EmailLoginRequest, response: { 200: TokenResponse } },
  publicThrottled,
  async ({ deps }, request, reply) => {
    const { email, password, device_name } = request.body;
    const answer = await logIn(deps, request, email, password, device_name, 'email');
    renewCsrf(deps, reply);
    return answer;
  },
);

/** The signed-in user, at `url`: GET /api/user and its alias GET /api/sanctum/checkToken. */
const currentUser = (url: string, summary: string) =>
  route.get(
    url,
    summary,
    { response: { 200: CurrentUserResponse } },
    signedIn,
    async ({ deps: { db, config } }, request) => {
      const data = await loadCurrentUser(
        db,
        callerOf(request).id,
        request.lang,
        config.TOKEN_IDLE_MINUTES,
      );
      if (!data) throw unauthenticated();
      return ok(data);
    },
  );

/** The current token revoked, by `declare`: GET /api/logout and POST /api/auth/logout. */
const logOut = (declare: typeof route.get, url: string) =>
  declare(
    url,
    'Revoke the current token',
    { response: { 200: MessageBody } },
    signedIn,
    async ({ deps }, request, reply) => {
      if (request.tokenId !== null) await deps.tokens.revoke(request.tokenId);
      renewCsrf(deps, reply);
      return { success: true as const, message: request.t(MessageKey.loggedOut) };
    },
  );

/** Signing in and out, the CSRF cookie, and who the signed-in caller is. */
export const sessionRoutes = routesPlugin(
  csrfCookie,
  logInByLogin,
  logInByEmail,
  currentUser('/api/user', 'The signed-in user'),
  currentUser('/api/sanctum/checkToken', 'Whether the token is valid (alias of GET /api/user)'),
  // GET /api/logout because the contract says so; it only revokes the caller's own token.
  logOut(route.get, '/api/logout'),
  logOut(route.post, '/api/auth/logout'),
);
