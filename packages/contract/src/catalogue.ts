import { z } from 'zod';
import { page, pageQuery, success } from './common.js';
import { BillableOutcomes } from './services.js';
import { Tariff } from './tariffs.js';

/**
 * A published tariff: the price list anybody may read. A tariff is public when an admin publishes
 * it (on /Pricing); only published tariffs in force today are shown to the public.
 */
export const PublicTariff = Tariff.pick({
  id: true,
  name: true,
  currency: true,
  tiers: true,
  vatIncluded: true,
  vatRate: true,
  validFrom: true,
  validTo: true,
});
export type PublicTariff = z.infer<typeof PublicTariff>;

/** An active service as the public catalogue shows it: no upstream, form or internal settings. */
export const CatalogueService = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  hasDocumentation: z.boolean(),
  /** Which requests the prices apply to. */
  billableOutcomes: BillableOutcomes,
  tariffs: z.array(PublicTariff),
});
export type CatalogueService = z.infer<typeof CatalogueService>;

export const CatalogueServiceDetail = CatalogueService.extend({ documentation: z.string() });
export type CatalogueServiceDetail = z.infer<typeof CatalogueServiceDetail>;

export const CATALOGUE_SORT_COLUMNS = ['name', 'code'] as const;
export const CatalogueQuery = pageQuery([...CATALOGUE_SORT_COLUMNS]).extend({
  search: z.string().trim().max(100).optional(),
});
export type CatalogueQuery = z.input<typeof CatalogueQuery>;

export const CataloguePage = page(CatalogueService);
export const CatalogueServiceResponse = success(CatalogueServiceDetail);

/** A tariff as the admin's price list manages it: every tariff not yet ended, with its flag. */
export const PriceListTariff = Tariff.pick({
  id: true,
  serviceId: true,
  serviceName: true,
  name: true,
  currency: true,
  tiers: true,
  vatIncluded: true,
  vatRate: true,
  validFrom: true,
  validTo: true,
}).extend({ public: z.boolean() });
export type PriceListTariff = z.infer<typeof PriceListTariff>;

export const PriceListResponse = success(z.array(PriceListTariff));
export const PublishTariffInput = z.strictObject({ public: z.boolean() });
export const PriceListTariffResponse = success(PriceListTariff);
