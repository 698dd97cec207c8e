import { z } from 'zod';
import { success } from './common.js';

/**
 * A partner's statement for a month (issue 17): what Application 1, the reports list and the
 * per-service report show. Every line multiplies out: `amountMinor = quantity × unitPriceMinor`,
 * in tiyn, before VAT.
 */
export const StatementLineKind = z.enum([
  /** Requests priced by one tier of a tariff. */
  'tier',
  /** Requests a prepaid package covered: no charge. */
  'package',
  /** Billable requests with no tariff in force: no charge. */
  'no-tariff',
  /** Requests the service does not bill (by its billable outcomes): no charge. */
  'not-billable',
  /**
   * Where a tariff's price includes VAT: what the price before VAT, rounded down to the tiyn, and
   * the VAT leave of the prices the register charged (never negative), as one line of quantity 1.
   */
  'rounding',
]);
export type StatementLineKind = z.infer<typeof StatementLineKind>;

export const StatementLine = z.object({
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  kind: StatementLineKind,
  description: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
  /**
   * VAT rate in percent (12 is 12 %; 0 is a rate of 0 %, «НДС 0 %»), and the line's VAT in tiyn.
   * Null where the line is not subject to VAT («без НДС»): it charges nothing (a package, no
   * tariff, not billable) or is the rounding difference of VAT-inclusive prices.
   */
  vatRate: z.number().nullable(),
  vatMinor: z.number().int(),
  /** A tier line's band: requests of the month from `tierFrom` to `tierTo` (null: no end). */
  tierFrom: z.number().int().nullable(),
  tierTo: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
  /** `YYYY-MM`: requests of that closed month, recorded after it closed and billed here. */
  correctionOf: z.string().nullable(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/** Open months have draft statements; closing the month makes them final and numbered. */
export const StatementStatus = z.enum(['draft', 'final']);
export type StatementStatus = z.infer<typeof StatementStatus>;

export const Statement = z.object({
  status: StatementStatus,
  /** A final statement's number, one sequence per year (`2026-0007`); null for a draft. */
  number: z.string().nullable(),
  version: z.number().int(),
  /** Why a final statement was issued again (version 2 on). */
  reason: z.string().nullable(),
  partnerId: z.number().int(),
  currency: z.literal('KZT'),
  period: z.object({
    year: z.number().int(),
    month: z.number().int(),
    from: z.string(),
    to: z.string(),
  }),
  lines: z.array(StatementLine),
  subtotalMinor: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
  totalInWords: z.string(),
  /** When a final statement was issued. */
  issuedAt: z.string().nullable(),
});
export type Statement = z.infer<typeof Statement>;

export const StatementResponse = success(Statement);

/**
 * The language of a made document: one of the interface's, or `ru-kk`, the bilingual form
 * (Kazakh and Russian side by side) partners in Kazakhstan file.
 */
export const DocumentLanguage = z.enum(['ru', 'kk', 'en', 'ru-kk']);
export type DocumentLanguage = z.infer<typeof DocumentLanguage>;

/**
 * `?format=json` asks Application 1 for its statement instead of the PDF; `?lang=` the language
 * of the PDF (the caller's Accept-Language when absent; JSON follows Accept-Language).
 */
export const Application1Query = z
  .object({ format: z.enum(['pdf', 'json']).default('pdf'), lang: DocumentLanguage.optional() })
  .catchall(z.unknown());

/** `?lang=` of a per-service report's PDF (the caller's Accept-Language when absent). */
export const ReportLanguageQuery = z
  .object({ lang: DocumentLanguage.optional() })
  .catchall(z.unknown());

/** Whether a month's documents are still preliminary. */
export const MonthState = z.object({
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(['open', 'closing', 'closed']),
  closedAt: z.string().nullable(),
});
export type MonthState = z.infer<typeof MonthState>;

/** The months that are not simply open: being closed, or closed (others are open). */
export const MonthStatesResponse = success(z.array(MonthState));
