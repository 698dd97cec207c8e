import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery, success } from './common.js';
import { MessageKey } from './messages.js';
import { Currency } from './tariffs.js';

const IsoDate = z.iso.date({ error: MessageKey.dateInvalid });
const periodInOrder = (v: { validFrom: string; validTo: string }) => v.validTo >= v.validFrom;
const periodError = { path: ['validTo'], error: MessageKey.periodReversed };

export const PackageRequestStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled']);
export type PackageRequestStatus = z.infer<typeof PackageRequestStatus>;

/** A request for a prepaid tariff package, which an admin approves (creating it) or rejects. */
export const PackageRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userLogin: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  quota: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  comment: z.string(),
  status: PackageRequestStatus,
  requestedBy: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  packageId: z.number().int().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: Currency.nullable(),
});
export type PackageRequest = z.infer<typeof PackageRequest>;

const Quota = z
  .number({ error: MessageKey.numberInvalid })
  .int({ error: MessageKey.numberInvalid })
  .positive({ error: MessageKey.quotaPositive })
  .max(1_000_000_000);

export const PackageRequestInput = z
  .strictObject({
    userId: z.number().int().positive().max(MAX_ROW_ID),
    serviceId: z.number({ error: MessageKey.required }).int().positive().max(MAX_ROW_ID),
    quota: Quota,
    validFrom: IsoDate,
    validTo: IsoDate,
    comment: z.string().trim().max(1000).default(''),
  })
  .refine(periodInOrder, periodError)
  .describe(
    '`validTo` must not be before `validFrom`; `userId` must be the caller’s user and `serviceId` a service assigned to it.',
  );
export type PackageRequestInput = z.input<typeof PackageRequestInput>;

/** The admin's approval: the package's price (no card data: it is invoiced with the month). */
export const PackageRequestApproval = z.strictObject({
  priceMinor: z
    .number({ error: MessageKey.numberInvalid })
    .int({ error: MessageKey.moneyWhole })
    .min(0)
    .max(1_000_000_000_000),
  currency: Currency.default('KZT'),
  note: z.string().trim().max(1000).default(''),
});
export type PackageRequestApproval = z.input<typeof PackageRequestApproval>;

export const PackageRequestRejection = z.strictObject({
  note: z
    .string({ error: MessageKey.required })
    .trim()
    .min(1, { error: MessageKey.required })
    .max(1000),
});
export type PackageRequestRejection = z.input<typeof PackageRequestRejection>;

export const PackageRequestsQuery = pageQuery(['createdAt', 'status']).extend({
  status: PackageRequestStatus.optional(),
});

export const PackageRequestsPage = page(PackageRequest);
export const PackageRequestResponse = success(PackageRequest);
