import type {
  CurrentUser,
  LoginRequest,
  MessageBody,
  RecoveryRequest,
  RegisterRequest,
  RestorePasswordRequest,
  TokenResponse,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export const authApi = {
  /** The guard handles a 401 here itself, so the global session rule stays out. */
  currentUser: async () =>
    (
      await http.get<{ success: true; data: CurrentUser }>('/api/user', {
        handleAuthFailure: false,
      })
    ).data,
  logIn: (body: LoginRequest) => http.post<TokenResponse>('/api/sanctum/token', body),
  logOut: () => http.get<MessageBody>('/api/logout', { handleAuthFailure: false }),
  register: (body: RegisterRequest) => http.post<TokenResponse>('/api/auth/register', body),
  requestRecovery: (body: RecoveryRequest) =>
    http.post<MessageBody>('/api/auth/recovery-password', body),
  restorePassword: (body: RestorePasswordRequest) =>
    http.post<MessageBody>('/api/auth/restore-password-change', body),
};
