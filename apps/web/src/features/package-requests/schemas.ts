import {
  Currency,
  MessageKey,
  PackageRequestApproval,
  PackageRequestInput,
} from '@cabinet/contract';
import { z } from 'zod';
import { parseMoney } from '../../lib/format';

/** Checks a built body with a contract schema; its issues land on the same paths of the form. */
const checkedBy =
  <S extends z.ZodType>(schema: S) =>
  (body: unknown, context: z.RefinementCtx) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  };

const Picked = z
  .union([z.literal(''), z.number()])
  .pipe(z.number({ error: MessageKey.required }).int().positive({ error: MessageKey.required }));

export const RequestForm = z
  .object({
    userId: Picked,
    serviceId: Picked,
    quota: z.string().trim().regex(/^\d+$/, { error: MessageKey.numberInvalid }).transform(Number),
    validFrom: z.string(),
    validTo: z.string(),
    comment: z.string(),
  })
  .transform(checkedBy(PackageRequestInput));
export type RequestForm = z.input<typeof RequestForm>;

export const PRICE_INVALID = 'form.priceInvalid';

/** The approval: the price typed in major units (tenge). */
export const ApprovalForm = z
  .object({
    price: z
      .string()
      .trim()
      .min(1, { error: MessageKey.required })
      .refine((value) => parseMoney(value) !== undefined, { error: PRICE_INVALID }),
    currency: Currency,
    note: z.string(),
  })
  .transform(({ price, ...rest }) => ({ ...rest, priceMinor: parseMoney(price)! }))
  .transform(checkedBy(PackageRequestApproval));
export type ApprovalForm = z.input<typeof ApprovalForm>;

export const RejectionForm = z.object({
  note: z.string().trim().min(1, { error: MessageKey.required }).max(1000),
});
export type RejectionForm = z.input<typeof RejectionForm>;
