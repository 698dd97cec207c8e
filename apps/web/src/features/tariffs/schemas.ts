import {
  Currency,
  MessageKey,
  TariffInput,
  TariffPackageExtend,
  TariffPackageInput,
  type Tariff,
} from '@cabinet/contract';
import { z } from 'zod';
import { todayIso } from '../../lib/dates';
import { minorToInput, parseMoney } from '../../lib/format';

export const PRICE_INVALID = 'form.priceInvalid';

/**
 * A transform that checks a built body with a contract schema: its issues land on the same paths
 * of the form (the contract's messages), and the form's output is the contract's output.
 */
const checkedBy =
  <S extends z.ZodType>(schema: S, rootPath: PropertyKey[] = []) =>
  (body: unknown, context: z.RefinementCtx) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues) {
      const path = issue.path.length > 0 ? issue.path : rootPath;
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
    return z.NEVER;
  };

/** An amount typed in major units (tenge), kept as text until it is turned into minor units. */
const MoneyText = z
  .string()
  .trim()
  .min(1, { error: MessageKey.required })
  .refine((value) => parseMoney(value) !== undefined, { error: PRICE_INVALID });

const WholeText = z.string().trim().regex(/^\d*$/, { error: MessageKey.numberInvalid });

const Picked = z
  .union([z.literal(''), z.number()])
  .pipe(z.number({ error: MessageKey.required }).int().positive({ error: MessageKey.required }));

const OptionalDay = z
  .union([z.literal(''), z.iso.date({ error: MessageKey.dateInvalid })])
  .transform((value) => value || null);

/**
 * The tariff form: bounds and prices as typed (prices in major units), turned into the contract's
 * body (minor units, the last tier open) and checked by the contract's own schema.
 */
export const TariffForm = z
  .object({
    serviceId: Picked,
    name: z.string(),
    currency: Currency,
    tiers: z
      .array(z.object({ upTo: WholeText, price: MoneyText }))
      .superRefine((tiers, context) => {
        tiers.slice(0, -1).forEach((tier, index) => {
          if (!tier.upTo || Number(tier.upTo) <= 0)
            context.addIssue({
              code: 'custom',
              path: [index, 'upTo'],
              message: MessageKey.required,
            });
        });
      }),
    vatIncluded: z.boolean(),
    vatRate: z
      .string()
      .trim()
      .regex(/^\d{1,3}([.,]\d{1,2})?$/, { error: MessageKey.numberInvalid })
      .transform((value) => Number(value.replace(',', '.'))),
    validFrom: z.string(),
    validTo: OptionalDay,
  })
  .transform((form) => ({
    ...form,
    tiers: form.tiers.map((tier, index) => ({
      upTo: index === form.tiers.length - 1 ? null : Number(tier.upTo),
      priceMinor: parseMoney(tier.price)!,
    })),
  }))
  .transform(checkedBy(TariffInput));
export type TariffForm = z.input<typeof TariffForm>;
export type TariffFormValues = z.output<typeof TariffForm>;

export function tariffFormValues(tariff?: Tariff, serviceId?: number): TariffForm {
  return {
    serviceId: tariff?.serviceId ?? serviceId ?? '',
    name: tariff?.name ?? '',
    currency: tariff?.currency ?? 'KZT',
    tiers: tariff?.tiers.map((tier) => ({
      upTo: tier.upTo === null ? '' : String(tier.upTo),
      price: minorToInput(tier.priceMinor),
    })) ?? [{ upTo: '', price: '' }],
    vatIncluded: tariff?.vatIncluded ?? true,
    vatRate: String(tariff?.vatRate ?? 12),
    validFrom: tariff?.validFrom ?? todayIso(),
    validTo: tariff?.validTo ?? '',
  };
}

export const TARIFF_FIELDS = [
  'serviceId',
  'name',
  'currency',
  'tiers',
  'vatIncluded',
  'vatRate',
  'validFrom',
  'validTo',
] as const;

/** A new package: its price typed in major units. */
export const PackageForm = z
  .object({
    quota: z.string().trim().regex(/^\d+$/, { error: MessageKey.numberInvalid }).transform(Number),
    price: MoneyText,
    currency: Currency,
    validFrom: z.string(),
    validTo: z.string(),
  })
  .transform(({ price, ...rest }) => ({ ...rest, priceMinor: parseMoney(price)! }))
  .transform(checkedBy(TariffPackageInput));
export type PackageForm = z.input<typeof PackageForm>;

/** Extending a package: a later end, more requests, or both (empty means unchanged). */
export const ExtendForm = z
  .object({
    validTo: z.string().transform((value) => value || undefined),
    addQuota: z
      .string()
      .trim()
      .regex(/^\d*$/, { error: MessageKey.numberInvalid })
      .transform((value) => (value ? Number(value) : undefined)),
  })
  .transform(checkedBy(TariffPackageExtend, ['addQuota']));
export type ExtendForm = z.input<typeof ExtendForm>;
