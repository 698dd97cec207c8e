import type { Tariff } from '@cabinet/contract';
import type { ComponentType } from 'react';
import { defineSlot } from './define-slot';

export interface TiersViewProps {
  tariff: Pick<Tariff, 'tiers' | 'currency' | 'vatIncluded' | 'vatRate'>;
  dense?: boolean;
}

/** A tariff's prices by monthly volume, supplied by the tariffs feature. */
export const tiersViewSlot = defineSlot<{ TiersView: ComponentType<TiersViewProps> }>('tiers view');

export const loadTiersView = () => tiersViewSlot.load();
