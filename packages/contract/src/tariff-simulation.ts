import { z } from 'zod';
import { MAX_ROW_ID, success } from './common.js';
import { MessageKey } from './messages.js';
import { TariffPackageInput, Tiers } from './tariffs.js';

/** The most months one simulation re-prices. */
export const SIMULATION_MAX_MONTHS = 12;
/** The most partners one simulation names (or finds on the tariff when it names none). */
export const SIMULATION_MAX_PARTNERS = 1000;

const YearMonth = z
  .string({ error: MessageKey.dateInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MessageKey.dateInvalid });

/**
 * A draft change of a tariff, tried on past months: its tiers and prices (and, if given, its VAT);
 * nothing is saved. `partnerIds` absent: every partner on the tariff.
 */
export const TariffSimulationInput = z
  .strictObject({
    tariffId: z.number().int().positive().max(MAX_ROW_ID),
    draft: z.strictObject({
      tiers: Tiers,
      vatIncluded: z.boolean().optional(),
      /** Percent, as the tariff form takes it. */
      vatRate: z.number().min(0).max(100).multipleOf(0.01).optional(),
      /**
       * A monthly package of the tariff: in each month a partner (or a user with a tariff of its
       * own) has requests priced by the tariff, it buys one; it covers the month's first `quota`
       * of them, the rest go on through the tiers, and its price (with VAT) is added as is.
       */
      package: z
        .strictObject({
          quota: TariffPackageInput.shape.quota,
          priceMinor: TariffPackageInput.shape.priceMinor,
        })
        .optional(),
    }),
    partnerIds: z
      .array(z.number().int().positive().max(MAX_ROW_ID))
      .min(1)
      .max(SIMULATION_MAX_PARTNERS, { error: MessageKey.simulationTooManyPartners })
      .optional(),
    months: z
      .array(YearMonth)
      .min(1, { error: MessageKey.required })
      .max(SIMULATION_MAX_MONTHS)
      .refine((months) => new Set(months).size === months.length, {
        error: MessageKey.simulationMonthsRepeat,
      }),
  })
  .describe(
    '`tiers`: every `upTo` but the last is set and greater than the one before, and the last `upTo` is null; `months` are months already over in the provider’s time zone, each once; `tariffId` must name an existing tariff and each of `partnerIds` a partner on it. `draft.package`, when given, is bought in each month its holder has requests priced by the tariff.',
  );
export type TariffSimulationInput = z.input<typeof TariffSimulationInput>;

const Change = {
  requests: z.number().int(),
  beforeMinor: z.number().int(),
  afterMinor: z.number().int(),
  differenceMinor: z.number().int(),
  /** Of the amount before, two decimals; null when it was 0. */
  differencePercent: z.number().nullable(),
};

/** One partner's service over the months: amounts with VAT, as its statements bill them. */
export const TariffSimulationRow = z.object({
  partnerId: z.number().int(),
  partnerName: z.string(),
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  ...Change,
});
export type TariffSimulationRow = z.infer<typeof TariffSimulationRow>;

export const TariffSimulation = z.object({
  tariffId: z.number().int(),
  tariffName: z.string(),
  months: z.array(z.string()),
  /** Largest change (in tiyn, either way) first. */
  rows: z.array(TariffSimulationRow),
  totals: z.object({ partners: z.number().int(), ...Change }),
});
export type TariffSimulation = z.infer<typeof TariffSimulation>;

export const TariffSimulationResponse = success(TariffSimulation);
