import {
  MessageKey,
  type Partner,
  type UserSummary,
  PartnerCreate,
  PartnerUpdate,
  PartnerUserCreate,
  PartnerUserUpdate,
} from '@cabinet/contract';
import { z } from 'zod';

/** A date input gives '' when empty; the API wants null. */
const contractDate = z
  .union([z.literal(''), z.iso.date({ error: MessageKey.dateInvalid })])
  .transform((value) => value || null);

/** The add-partner form: the contract's body, with the date as the input gives it. */
export const PartnerCreateForm = PartnerCreate.extend({ contractDate });
export type PartnerCreateForm = z.input<typeof PartnerCreateForm>;

export const PartnerUpdateForm = PartnerUpdate.extend({ contractDate });
export type PartnerUpdateForm = z.input<typeof PartnerUpdateForm>;
export type PartnerUpdateValues = z.output<typeof PartnerUpdateForm>;

/** The add-user form: the partner is chosen on the form (a select gives ''). */
export const PartnerUserCreateForm = PartnerUserCreate.extend({
  parent_id: z
    .union([z.literal(''), z.number()])
    .pipe(z.number({ error: MessageKey.required }).int().positive({ error: MessageKey.required })),
});
export type PartnerUserCreateForm = z.input<typeof PartnerUserCreateForm>;

export const PartnerUserUpdateForm = PartnerUserUpdate;
export type PartnerUserUpdateForm = z.input<typeof PartnerUserUpdateForm>;
export type PartnerUserUpdateValues = z.output<typeof PartnerUserUpdateForm>;

export const PARTNER_FIELDS = [
  'login',
  'email',
  'name',
  'password',
  'companyName',
  'taxId',
  'contractNumber',
  'contractDate',
  'legalAddress',
  'city',
  'phone',
  'contactEmail',
  'bankName',
  'iban',
  'bic',
] as const;

export const PARTNER_UPDATE_FIELDS = PARTNER_FIELDS.filter(
  (field): field is Exclude<(typeof PARTNER_FIELDS)[number], 'password'> => field !== 'password',
);

/** The fields a partner user's form shares when creating and updating. */
const USER_COMMON_FIELDS = [
  'login',
  'email',
  'name',
  'surname',
  'description',
  'group',
  'roles',
] as const;

export const USER_FIELDS = [...USER_COMMON_FIELDS, 'parent_id', 'password'] as const;

export const USER_UPDATE_FIELDS = [...USER_COMMON_FIELDS, 'blocked'] as const;

/** The company and account fields of an empty partner form. */
export const EMPTY_PARTNER = {
  login: '',
  email: '',
  name: '',
  companyName: '',
  taxId: '',
  contractNumber: '',
  contractDate: '',
  legalAddress: '',
  city: '',
  phone: '',
  contactEmail: '',
  bankName: '',
  iban: '',
  bic: '',
};

/** The body that saves a partner as it is, with `changes` on top (blocking keeps the rest). */
export const partnerBody = (partner: Partner, changes: Partial<PartnerUpdate> = {}) => ({
  login: partner.login,
  email: partner.email,
  name: partner.name,
  companyName: partner.companyName,
  taxId: partner.taxId,
  contractNumber: partner.contractNumber,
  contractDate: partner.contractDate,
  legalAddress: partner.legalAddress,
  city: partner.city,
  phone: partner.phone,
  contactEmail: partner.contactEmail,
  bankName: partner.bankName,
  iban: partner.iban,
  bic: partner.bic,
  ...changes,
});

/** The body that saves a partner's user as it is, with `changes` on top (roles and group kept). */
export const userBody = (user: UserSummary, changes: Partial<PartnerUserUpdate> = {}) => ({
  login: user.login,
  email: user.email,
  name: user.name,
  surname: user.surname,
  description: user.description,
  ...changes,
});
