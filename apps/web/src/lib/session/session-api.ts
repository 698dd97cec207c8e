import type { CurrentUser, MessageBody } from '@cabinet/contract';
import { http } from '../http';

/** The two calls the session itself makes; signing in and recovery are the auth feature's. */
export const sessionApi = {
  /** The guard handles a 401 here itself, so the global session rule stays out. */
  currentUser: async () =>
    (
      await http.get<{ success: true; data: CurrentUser }>('/api/user', {
        handleAuthFailure: false,
      })
    ).data,
  logOut: () => http.get<MessageBody>('/api/logout', { handleAuthFailure: false }),
};
