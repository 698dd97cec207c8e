import { z } from 'zod';
import { Email, Password, UserGroup, emailChecks, loginChecks } from './auth.js';
import { MAX_ROW_ID, page, pageQuery, requiredString, success } from './common.js';
import { MessageKey } from './messages.js';

const text = (max: number) => z.string().trim().max(max).default('');
/** A text a partial update may leave out: absent stays absent (a default would blank it). */
const changedText = (max: number) => z.string().trim().max(max).optional();

/** A user as lists and detail screens show it; never a hash or a token. */
export const UserSummary = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  description: z.string(),
  group: UserGroup,
  roles: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
  parentId: z.number().int().nullable(),
  blocked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const USER_SORT_COLUMNS = [
  'login',
  'email',
  'name',
  'surname',
  'createdAt',
  'lastLoginAt',
] as const;
export const UsersQuery = pageQuery([...USER_SORT_COLUMNS]).extend({
  search: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.output<typeof UsersQuery>;

/** Login and e-mail are required together, with the sample backend's message. */
const loginForUser = loginChecks(
  requiredString(MessageKey.loginEmailRequired)
    .trim()
    .min(1, { error: MessageKey.loginEmailRequired, abort: true }),
);
const emailForUser = emailChecks(
  requiredString(MessageKey.loginEmailRequired)
    .trim()
    .min(1, { error: MessageKey.loginEmailRequired, abort: true }),
);

/** A partner's users are of group client, or Integrator for technical accounts. */
export const PartnerUserGroup = z.enum(['client', 'Integrator']);

const userFields = {
  login: loginForUser,
  email: emailForUser,
  name: text(100),
  surname: text(100),
  description: text(1000),
  group: PartnerUserGroup.default('client'),
};

export const PartnerUserCreate = z
  .strictObject({
    ...userFields,
    parent_id: z.number().int().positive().max(MAX_ROW_ID),
    password: Password,
    roles: z
      .array(z.string().trim().min(1).max(64), { error: MessageKey.rolesRequired })
      .min(1, { error: MessageKey.rolesRequired })
      .max(20),
  })
  .describe(
    '`parent_id` must name a partner the caller manages; each of `roles` must be the key of an existing role; `login` and `email` must not be another user’s.',
  );
export type PartnerUserCreate = z.input<typeof PartnerUserCreate>;

export const PartnerUserUpdate = z
  .strictObject({
    ...userFields,
    group: PartnerUserGroup.optional(),
    roles: z
      .array(z.string().trim().min(1).max(64))
      .min(1, { error: MessageKey.rolesRequired })
      .max(20)
      .optional(),
    blocked: z.boolean().optional(),
  })
  .describe(
    'Each of `roles` must be the key of an existing role; `login` and `email` must not be another user’s.',
  );
export type PartnerUserUpdate = z.input<typeof PartnerUserUpdate>;

export const PasswordSet = z
  .strictObject({ password: Password, confirmPassword: requiredString(MessageKey.required) })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    error: MessageKey.passwordsDiffer,
  })
  .describe('`confirmPassword` must equal `password`.');
export type PasswordSet = z.infer<typeof PasswordSet>;

export const AttachRequest = z
  .strictObject({
    user_id: z.number().int().positive().max(MAX_ROW_ID),
    partner_id: z.number().int().positive().max(MAX_ROW_ID),
  })
  .describe('`user_id` must name an existing user (else 404), `partner_id` a partner (else 422).');
export const DetachRequest = z
  .strictObject({
    user_id: z.number().int().positive().max(MAX_ROW_ID),
  })
  .describe('`user_id` must name an existing user (else 404) attached to a partner (else 422).');

/** Attach and detach answer a message and an errors object, as the spec's client reads them. */
export const AttachResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/**
 * `POST /api/user/{id}/me`: one's own profile. Changing the e-mail address needs the current
 * password (the `/update/email` screen).
 */
export const OwnProfileUpdate = z.strictObject({
  name: changedText(100),
  surname: changedText(100),
  description: changedText(1000),
  email: Email.optional(),
  currentPassword: z.string().max(1024).optional(),
});
export type OwnProfileUpdate = z.input<typeof OwnProfileUpdate>;

export const UserResponse = success(UserSummary);
export const UsersPage = page(UserSummary);
export const UserOptionsResponse = success(
  z.array(
    z.object({
      id: z.number().int(),
      login: z.string(),
      email: z.string(),
      name: z.string(),
      group: UserGroup,
    }),
  ),
);

/** The token of an e-mail confirmation link. */
export const EmailConfirmRequest = z.object({ token: z.string().min(1).max(200) });
export type EmailConfirmRequest = z.infer<typeof EmailConfirmRequest>;

/** `GET /api/users/reachable`: accounts the caller may see, found by login or name (pickers). */
export const ReachableUsersQuery = z.object({ search: z.string().trim().max(100).optional() });
export type ReachableUsersQuery = z.output<typeof ReachableUsersQuery>;

/** How many accounts a picker is offered at once: type more to narrow. */
export const REACHABLE_USERS_MAX = 20;

export const AccountChoice = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  surname: z.string(),
  group: UserGroup,
});
export type AccountChoice = z.infer<typeof AccountChoice>;
export const ReachableUsersResponse = success(z.array(AccountChoice));
