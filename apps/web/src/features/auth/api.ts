import {
  MessageBody,
  TokenResponse,
  type LoginRequest,
  type RecoveryRequest,
  type RegisterRequest,
  type RestorePasswordRequest,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export const authApi = {
  logIn: (body: LoginRequest) => http.post('/api/sanctum/token', body, { schema: TokenResponse }),
  register: (body: RegisterRequest) =>
    http.post('/api/auth/register', body, { schema: TokenResponse }),
  requestRecovery: (body: RecoveryRequest) =>
    http.post('/api/auth/recovery-password', body, { schema: MessageBody }),
  restorePassword: (body: RestorePasswordRequest) =>
    http.post('/api/auth/restore-password-change', body, { schema: MessageBody }),
};
