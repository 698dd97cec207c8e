import type { OwnProfileUpdate, PasswordChangeRequest } from '@cabinet/contract';
import { http } from '../../lib/http';

export const usersApi = {
  /** `POST /api/user/{id}/me`: one's own name, surname, description, or e-mail address. */
  updateOwnProfile: (id: number, body: OwnProfileUpdate) =>
    http.post<{ success: true; message?: string }>(`/api/user/${id}/me`, body),
  changePassword: (body: PasswordChangeRequest) =>
    http.post<{ success: true; message: string; token: string }>(
      '/api/users/password-change',
      body,
    ),
};
