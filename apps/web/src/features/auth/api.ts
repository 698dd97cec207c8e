import type {
  LoginRequest,
  RecoveryRequest,
  RegisterRequest,
  RestorePasswordRequest,
} from '@cabinet/contract';
import { http } from '../../lib/http';

// The answers' schemas (and zod with them) load on the call, not with the sign-in page (issue 43).
const tokenAnswer = () => import('@cabinet/contract/auth').then((auth) => auth.TokenResponse);
const messageAnswer = () => import('@cabinet/contract/common').then((common) => common.MessageBody);

export const authApi = {
  logIn: async (body: LoginRequest) =>
    http.post('/api/sanctum/token', body, { schema: await tokenAnswer() }),
  register: async (body: RegisterRequest) =>
    http.post('/api/auth/register', body, { schema: await tokenAnswer() }),
  requestRecovery: async (body: RecoveryRequest) =>
    http.post('/api/auth/recovery-password', body, { schema: await messageAnswer() }),
  restorePassword: async (body: RestorePasswordRequest) =>
    http.post('/api/auth/restore-password-change', body, { schema: await messageAnswer() }),
};
