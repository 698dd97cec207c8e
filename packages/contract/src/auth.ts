import { z } from 'zod';
import { MessageBody, requiredString, success } from './common.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants.js';
import { MessageKey } from './messages.js';

export const UserGroup = z.enum(['Admin', 'Partner', 'client', 'Integrator']);
export type UserGroup = z.infer<typeof UserGroup>;

const text = (max: number) => z.string().trim().max(max);

export const Password = requiredString(MessageKey.required)
  .min(PASSWORD_MIN_LENGTH, { error: MessageKey.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MessageKey.passwordTooLong });

/**
 * The checks of an e-mail address and of a login, on a string whose absence has its own message:
 * chained on one string (not piped), so that the API document states them.
 */
export const emailChecks = (text: z.ZodString) =>
  text.trim().max(255).email({ error: MessageKey.emailInvalid });
export const loginChecks = (text: z.ZodString) =>
  text
    .trim()
    .min(3)
    .max(64)
    .regex(/^[\p{L}\p{N}._@-]+$/u);

export const Email = emailChecks(requiredString(MessageKey.required));
export const Login = loginChecks(requiredString(MessageKey.required));

/** The user as `GET /api/user` returns it. Never carries a password hash or a token. */
export const CurrentUser = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  description: z.string(),
  groups: z.array(UserGroup),
  roles: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
  parentId: z.number().int().nullable(),
  last_login_datetime: z.string().nullable(),
  /** Whether the owner opened the confirmation link mailed to `email` (alert mail needs it). */
  emailConfirmed: z.boolean(),
  /**
   * Minutes without a call after which the server ends the token (its TOKEN_IDLE_MINUTES): the
   * client's idle watcher warns and locks before then.
   */
  sessionIdleMinutes: z.number().int().positive(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
export const CurrentUserResponse = success(CurrentUser);

const Identifier = requiredString(MessageKey.required)
  .trim()
  .min(1, { error: MessageKey.required })
  .max(255);

/** `POST /api/sanctum/token`: login is the login or the e-mail address. */
export const LoginRequest = z
  .strictObject({
    login: Identifier,
    password: requiredString(MessageKey.required)
      .min(1, { error: MessageKey.required })
      .max(PASSWORD_MAX_LENGTH),
    device_name: text(100).optional(),
  })
  .describe(
    '`login` (a login or an e-mail address) and `password` must be those of an active user; otherwise 422 on `login`.',
  );
export type LoginRequest = z.infer<typeof LoginRequest>;

/** `POST /api/sanctum/email`: the same, by e-mail address. */
export const EmailLoginRequest = LoginRequest.omit({ login: true })
  .extend({ email: Identifier })
  .describe('`email` and `password` must be those of an active user; otherwise 422 on `email`.');
export type EmailLoginRequest = z.infer<typeof EmailLoginRequest>;

export const TokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  data: CurrentUser,
  message: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The confirmation must repeat the password; the message goes on the confirmation field. */
const samePasswords = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;
const passwordsDiffer = { path: ['confirmPassword'], error: MessageKey.passwordsDiffer };

const requiredForRegistration = requiredString(MessageKey.registrationRequired)
  .trim()
  .min(1, { error: MessageKey.registrationRequired, abort: true });

/** Registration payload of spec section 3. */
export const RegisterRequest = z
  .strictObject({
    login: loginChecks(requiredForRegistration),
    email: Email,
    password: requiredString(MessageKey.registrationRequired)
      .min(1, { error: MessageKey.registrationRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: MessageKey.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: MessageKey.passwordTooLong }),
    confirmPassword: requiredString(MessageKey.required),
    name: requiredForRegistration.max(100),
    surname: text(100).default(''),
  })
  .refine(samePasswords, passwordsDiffer)
  .describe(
    '`confirmPassword` must equal `password`; `login` and `email` must not be another user’s.',
  );
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const RecoveryRequest = z.strictObject({ email: Email });
export type RecoveryRequest = z.infer<typeof RecoveryRequest>;

const newPassword = z.strictObject({
  password: Password,
  confirmPassword: requiredString(MessageKey.required),
});

/** Sets a new password with the one-time token from the recovery e-mail. */
export const RestorePasswordRequest = newPassword
  .extend({ token: requiredString(MessageKey.required).min(1).max(200) })
  .refine(samePasswords, passwordsDiffer)
  .describe(
    '`confirmPassword` must equal `password`; `token` must be the live one from a recovery e-mail.',
  );
export type RestorePasswordRequest = z.infer<typeof RestorePasswordRequest>;

/** Changes one's own password; the current one is required. */
export const PasswordChangeRequest = newPassword
  .extend({ currentPassword: requiredString(MessageKey.required).min(1).max(PASSWORD_MAX_LENGTH) })
  .refine(samePasswords, passwordsDiffer)
  .describe('`confirmPassword` must equal `password`; `currentPassword` must be the caller’s.');
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** A changed password: its message and the new token (the old ones are revoked). */
export const PasswordChangedResponse = MessageBody.extend({ token: z.string() });
