import { z } from 'zod';
import { MAX_ROW_ID, page, pageQuery, requiredString, success } from './common.js';
import { MessageKey } from './messages.js';
import { BillableOutcomes } from './services.js';

const IsoDate = z.iso.date({ error: MessageKey.dateInvalid });
const Money = z
  .number({ error: MessageKey.numberInvalid })
  .int({ error: MessageKey.moneyWhole })
  .min(0)
  .max(1_000_000_000_000);

export const Currency = z.enum(['KZT', 'USD', 'EUR', 'RUB']);

/** Graduated tiers: each bound caps the month's cumulative tariff-billed requests; the last is open. */
export const Tiers = z
  .array(z.strictObject({ upTo: z.number().int().positive().nullable(), priceMinor: Money }))
  .min(1, { error: MessageKey.tiersRequired, abort: true })
  .max(10)
  .refine((tiers) => tiers.at(-1)?.upTo === null, { error: MessageKey.tiersLastOpen })
  .refine(
    (tiers) =>
      tiers
        .slice(0, -1)
        .every((tier, i) => tier.upTo !== null && (i === 0 || tier.upTo > tiers[i - 1]!.upTo!)),
    { error: MessageKey.tiersIncreasing },
  );
export type Tiers = z.output<typeof Tiers>;

export const Tariff = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** Which of the service's requests the tariff's prices apply to. */
  billableOutcomes: BillableOutcomes,
  name: z.string(),
  currency: Currency,
  tiers: z.array(z.object({ upTo: z.number().int().nullable(), priceMinor: z.number().int() })),
  vatIncluded: z.boolean(),
  /** Percent, e.g. 12 or 12.5. */
  vatRate: z.number(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  inUse: z.boolean(),
});
export type Tariff = z.infer<typeof Tariff>;

const validity = <T extends { validFrom: string; validTo?: string | null }>(value: T) =>
  !value.validTo || value.validTo >= value.validFrom;
const validityError = { path: ['validTo'], error: MessageKey.periodReversed };

export const TariffInput = z
  .strictObject({
    serviceId: z.number().int().positive().max(MAX_ROW_ID),
    name: requiredString(MessageKey.required)
      .trim()
      .min(1, { error: MessageKey.required })
      .max(255),
    currency: Currency.default('KZT'),
    tiers: Tiers,
    vatIncluded: z.boolean().default(true),
    vatRate: z.number().min(0).max(100).multipleOf(0.01).default(12),
    validFrom: IsoDate,
    validTo: IsoDate.nullable().default(null),
  })
  .refine(validity, validityError)
  .describe(
    '`tiers`: every `upTo` but the last is set and greater than the one before, and the last `upTo` is null; `validTo` (when set) must not be before `validFrom`; `serviceId` must name an existing service.',
  );
export type TariffInput = z.input<typeof TariffInput>;

/** Ends a tariff in use: its validity closes on that day. */
export const TariffEnd = z.strictObject({ validTo: IsoDate });

export const TARIFF_SORT_COLUMNS = ['name', 'validFrom', 'validTo', 'service'] as const;
export const TariffsQuery = pageQuery([...TARIFF_SORT_COLUMNS]).extend({
  serviceId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});

export const TariffResponse = success(Tariff);
export const TariffsPage = page(Tariff);

/** Which services a user may use, under which tariff, from when. */
export const UserService = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  tariffId: z.number().int(),
  tariffName: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type UserService = z.infer<typeof UserService>;

/** Assigns a service with a tariff from a day on; a current assignment ends the day before. */
export const UserServiceAssign = z
  .strictObject({
    serviceId: z.number().int().positive().max(MAX_ROW_ID),
    tariffId: z.number().int().positive().max(MAX_ROW_ID),
    from: IsoDate,
  })
  .describe('`tariffId` must name a tariff of the service `serviceId` names, valid on `from`.');
/** Stops a user's access to a service from a day on. */
export const UserServiceEnd = z.strictObject({
  serviceId: z.number().int().positive().max(MAX_ROW_ID),
  from: IsoDate,
});

export const UserServicesResponse = success(z.array(UserService));

export const PackageStatus = z.enum(['upcoming', 'active', 'exhausted', 'expired', 'closed']);

export const TariffPackage = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  serviceId: z.number().int(),
  quota: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  priceMinor: z.number().int(),
  currency: Currency,
  validFrom: z.string(),
  validTo: z.string(),
  status: PackageStatus,
});
export type TariffPackage = z.infer<typeof TariffPackage>;

export const TariffPackageInput = z
  .strictObject({
    quota: z.number().int().positive().max(1_000_000_000),
    priceMinor: Money,
    currency: Currency.default('KZT'),
    validFrom: IsoDate,
    validTo: IsoDate,
  })
  .refine(validity, validityError)
  .describe('`validTo` must not be before `validFrom`.');

/** Extends a package: a later end, more requests, or both. */
export const TariffPackageExtend = z
  .strictObject({
    validTo: IsoDate.optional(),
    addQuota: z.number().int().positive().max(1_000_000_000).optional(),
  })
  .refine((v) => v.validTo !== undefined || v.addQuota !== undefined, {
    error: MessageKey.nothingToChange,
  })
  .describe(
    '`validTo` or `addQuota` must be given; `validTo` must not be before the package’s start.',
  );

export const TariffPackagesResponse = success(z.array(TariffPackage));
export const TariffPackageResponse = success(TariffPackage);

/** A service the signed-in user can use: its tariff today and its packages' balance. */
export const AvailableService = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['active', 'disabled']),
  hasForm: z.boolean(),
  billableOutcomes: BillableOutcomes,
  tariff: Tariff.pick({
    id: true,
    name: true,
    currency: true,
    tiers: true,
    vatIncluded: true,
    vatRate: true,
  }).nullable(),
  packageRemaining: z.number().int(),
  packageQuota: z.number().int(),
});
export const AvailableServicesResponse = success(z.array(AvailableService));
