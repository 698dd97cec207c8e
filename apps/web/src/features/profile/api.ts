import {
  MessageBody,
  PasswordChangedResponse,
  UserResponse,
  type OwnProfileUpdate,
  type PasswordChangeRequest,
} from '@cabinet/contract';
import { http } from '../../lib/http';

export const usersApi = {
  /** `POST /api/user/{id}/me`: one's own name, surname, description, or e-mail address. */
  updateOwnProfile: (id: number, body: OwnProfileUpdate) =>
    http.post(`/api/user/${id}/me`, body, { schema: UserResponse }),
  /** `POST /api/users/email-confirmation/confirm`: the token of the link a confirmation mail holds. */
  confirmEmail: (token: string) =>
    http.post('/api/users/email-confirmation/confirm', { token }, { schema: MessageBody }),
  /** `POST /api/users/email-confirmation`: mails a new link to one's own unconfirmed address. */
  requestEmailConfirmation: () =>
    http.post('/api/users/email-confirmation', {}, { schema: MessageBody }),
  changePassword: (body: PasswordChangeRequest) =>
    http.post('/api/users/password-change', body, { schema: PasswordChangedResponse }),
};
