import { http } from '../http';
import { getEarly } from '../http/early';
import { parseAnswer } from '../http/parse-answer';

// The answers' schemas (and zod with them) load on the call, not with the sign-in page (issue 43).
const userAnswer = () => import('@cabinet/contract/auth').then((auth) => auth.CurrentUserResponse);
const messageAnswer = () => import('@cabinet/contract/common').then((common) => common.MessageBody);

/** The two calls the session itself makes; signing in and recovery are the auth feature's. */
export const sessionApi = {
  /**
   * The guard handles a 401 here itself, so the global session rule stays out. The page's first
   * check takes the answer asked for as the page started (app/early-calls.ts); the schema loads
   * meanwhile.
   */
  currentUser: async () => {
    const schema = userAnswer();
    const answer = await getEarly<unknown>('/api/user', { handleAuthFailure: false });
    return parseAnswer(await schema, answer, 'GET /api/user').data;
  },
  logOut: async () =>
    http.get('/api/logout', { handleAuthFailure: false, schema: await messageAnswer() }),
};
