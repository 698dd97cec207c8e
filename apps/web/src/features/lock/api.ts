import { TokenResponse } from '@cabinet/contract';
import { http } from '../../lib/http';

export const lockApi = {
  /** Signs in again; a wrong password is a 422 on the form, not the end of the session. */
  unlock: (login: string, password: string) =>
    http.post(
      '/api/sanctum/token',
      { login, password },
      { handleAuthFailure: false, schema: TokenResponse },
    ),
};
