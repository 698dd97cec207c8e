import type { CurrentUser, MessageBody } from '@cabinet/contract';
import { http } from '../http';
import { getEarly } from '../http/early';

/** The two calls the session itself makes; signing in and recovery are the auth feature's. */
export const sessionApi = {
  /**
   * The guard handles a 401 here itself, so the global session rule stays out. The page's first
   * check takes the answer asked for as the page started (app/early-calls.ts).
   */
  currentUser: async () =>
    (
      await getEarly<{ success: true; data: CurrentUser }>('/api/user', {
        handleAuthFailure: false,
      })
    ).data,
  logOut: () => http.get<MessageBody>('/api/logout', { handleAuthFailure: false }),
};
