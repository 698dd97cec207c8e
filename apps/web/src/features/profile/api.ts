import type { OwnProfileUpdate, PasswordChangeRequest } from '@cabinet/contract';
import { http } from '../../lib/http';

export const usersApi = {
  /** `POST /api/user/{id}/me`: one's own name, surname, description, or e-mail address. */
  updateOwnProfile: (id: number, body: OwnProfileUpdate) =>
    http.post<{ success: true; message?: string }>(`/api/user/${id}/me`, body),
  /** `POST /api/users/email-confirmation/confirm`: the token of the link a confirmation mail holds. */
  confirmEmail: (token: string) =>
    http.post<{ success: true; message: string }>('/api/users/email-confirmation/confirm', {
      token,
    }),
  /** `POST /api/users/email-confirmation`: mails a new link to one's own unconfirmed address. */
  requestEmailConfirmation: () =>
    http.post<{ success: true; message: string }>('/api/users/email-confirmation', {}),
  changePassword: (body: PasswordChangeRequest) =>
    http.post<{ success: true; message: string; token: string }>(
      '/api/users/password-change',
      body,
    ),
};
