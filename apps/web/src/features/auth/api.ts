import type {
  LoginRequest,
  MessageBody,
  RecoveryRequest,
  RegisterRequest,
  RestorePasswordRequest,
  TokenResponse,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export const authApi = {
  logIn: (body: LoginRequest) => http.post<TokenResponse>('/api/sanctum/token', body),
  register: (body: RegisterRequest) => http.post<TokenResponse>('/api/auth/register', body),
  requestRecovery: (body: RecoveryRequest) =>
    http.post<MessageBody>('/api/auth/recovery-password', body),
  restorePassword: (body: RestorePasswordRequest) =>
    http.post<MessageBody>('/api/auth/restore-password-change', body),
};
