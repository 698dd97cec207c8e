import type { ComponentType } from 'react';
import type { MonthRef } from '../dates';
import { defineSlot } from './define-slot';

export interface ForecastCardProps {
  /** Whose forecast: the caller's own when absent. */
  userId?: number;
  /** Everybody's together (the provider's staff only): the provider's month ahead. */
  everybody?: boolean;
  /** The current month when absent. */
  month?: MonthRef;
}

/** The month-end forecast card, supplied by the forecast feature. */
export const forecastCardSlot = defineSlot<{ ForecastCard: ComponentType<ForecastCardProps> }>(
  'forecast card',
);

export const loadForecastCard = () => forecastCardSlot.load();
