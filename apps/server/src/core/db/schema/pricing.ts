import type { Generated } from 'kysely';
import type { BillableOutcomes } from '@cabinet/contract';
import type { Timestamp } from './timestamp.js';

/**
 * Services and what they cost: tariffs, their assignments, prepaid packages and the requests for
 * them, the public price list.
 */

export interface ServicesTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  documentation: string;
  status: 'active' | 'disabled';
  /** Which requests are billable (migration 0012; replaced `failed_billable`); 'success' unless set. */
  billable_outcomes: Generated<BillableOutcomes>;
  upstream_url: string | null;
  /** JSON text of the input form's fields. */
  form_definition: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TariffsTable {
  id: Generated<number>;
  service_id: number;
  name: string;
  currency: string;
  /** JSON text of the graduated tiers. */
  tiers: string;
  vat_included: number;
  /** VAT rate in basis points: 1200 is 12 %. */
  vat_rate_bp: number;
  valid_from: string;
  valid_to: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserServicesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  tariff_id: number;
  valid_from: string;
  valid_to: string | null;
}

export interface TariffPackagesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  quota: number;
  used: Generated<number>;
  price_minor: number;
  currency: string;
  valid_from: string;
  valid_to: string;
  closed_at: Timestamp | null;
  created_at: Timestamp;
}

/** Requests for prepaid packages (migration 0006). */
export interface PackageRequestsTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  quota: number;
  valid_from: string;
  valid_to: string;
  comment: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  requested_by: number;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: Generated<string>;
  package_id: number | null;
  created_at: string;
}

/** Tariffs on the public price list (migration 0006). */
export interface PublicTariffsTable {
  tariff_id: number;
  published_at: string;
}
