import { z } from 'zod';
import { Email, Login, Password } from './auth.js';
import { page, pageQuery, requiredString, success } from './common.js';
import { MessageKey } from './messages.js';
import { isValidBic, isValidBin, isValidIban, normalizeBic, normalizeIban } from './requisites.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');

export const Bin = requiredString(MessageKey.required)
  .trim()
  .regex(/^\d{12}$/, { error: MessageKey.binFormat, abort: true })
  .refine(isValidBin, { error: MessageKey.binChecksum });

const Iban = z
  .string()
  .transform(normalizeIban)
  .refine((v) => v === '' || isValidIban(v), { error: MessageKey.ibanInvalid })
  .default('');

const Bic = z
  .string()
  .transform(normalizeBic)
  .refine((v) => v === '' || isValidBic(v), { error: MessageKey.bicInvalid })
  .default('');

const IsoDate = z.iso.date({ error: MessageKey.dateInvalid });

/** A partner company's profile: what its documents print. */
export const CompanyProfile = z.object({
  companyName: requiredString(MessageKey.required)
    .trim()
    .min(1, { error: MessageKey.required })
    .max(255),
  taxId: Bin,
  contractNumber: optionalText(50),
  contractDate: IsoDate.nullable().default(null),
  legalAddress: optionalText(500),
  city: optionalText(100),
  phone: text(30)
    .regex(/^$|^\+?[\d\s()-]{7,30}$/, { error: MessageKey.phoneInvalid })
    .default(''),
  contactEmail: z.union([z.literal(''), Email]).default(''),
  bankName: optionalText(255),
  iban: Iban,
  bic: Bic,
});
export type CompanyProfile = z.output<typeof CompanyProfile>;

export const Partner = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  name: z.string(),
  blocked: z.boolean(),
  usersCount: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  companyName: z.string(),
  taxId: z.string(),
  contractNumber: z.string(),
  contractDate: z.string().nullable(),
  legalAddress: z.string(),
  city: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  bankName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type Partner = z.infer<typeof Partner>;

export const PARTNER_SORT_COLUMNS = [
  'companyName',
  'login',
  'email',
  'taxId',
  'contractDate',
  'createdAt',
] as const;

export const PartnersQuery = pageQuery([...PARTNER_SORT_COLUMNS]).extend({
  search: z.string().trim().max(100).optional(),
});
export type PartnersQuery = z.output<typeof PartnersQuery>;

/** Creates a partner: its sign-in account and its company profile. */
export const PartnerCreate = CompanyProfile.extend({
  login: Login,
  email: Email,
  name: optionalText(100),
  password: Password,
})
  .strict()
  .describe(
    '`taxId` is a BIN whose last digit is its check digit; `iban` (when given) must pass the IBAN checksum and `bic` be a valid BIC (spaces and case are ignored); `login` and `email` must not be another user’s.',
  );
export type PartnerCreate = z.input<typeof PartnerCreate>;

export const PartnerUpdate = CompanyProfile.extend({
  login: Login,
  email: Email,
  name: optionalText(100),
  blocked: z.boolean().optional(),
})
  .strict()
  .describe(
    '`taxId` is a BIN whose last digit is its check digit; `iban` (when given) must pass the IBAN checksum and `bic` be a valid BIC (spaces and case are ignored); `login` and `email` must not be another user’s.',
  );
export type PartnerUpdate = z.input<typeof PartnerUpdate>;

export const PartnerOption = z.object({ id: z.number().int(), name: z.string() });
export type PartnerOption = z.infer<typeof PartnerOption>;

export const PartnerResponse = success(Partner);
export const PartnersPage = page(Partner);
export const PartnerOptionsResponse = success(z.array(PartnerOption));

/** What delete did: erased, or blocked because the partner has history. */
export const PartnerDeleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  outcome: z.enum(['deleted', 'blocked']),
});
