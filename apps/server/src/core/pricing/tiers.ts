import { Tiers } from '@cabinet/contract';
import type { Tier } from './pricing.js';

/** A tariff's tiers as stored (JSON in `tariffs.tiers`), checked against the contract. */
export const parseTiers = (json: string): Tier[] => Tiers.parse(JSON.parse(json));
