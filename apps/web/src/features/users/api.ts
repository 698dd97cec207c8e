import type { CurrentUser, PasswordChangeRequest } from '@cabinet/contract';
import { http } from '../../lib/http';
import type { ProfileUpdate } from './profile-schema';

export const usersApi = {
  /** `POST /api/user/{id}/me` (spec section 7): the signed-in user's own name and description. */
  updateProfile: (id: number, body: ProfileUpdate) =>
    http.post<{ success: true; message?: string; data?: CurrentUser }>(`/api/user/${id}/me`, body),
  changePassword: (body: PasswordChangeRequest) =>
    http.post<{ success: true; message: string; token: string }>(
      '/api/users/password-change',
      body,
    ),
};
