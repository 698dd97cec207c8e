import { HOUR } from '../../core/clock.js';

/**
 * One first attempt and eight retries: with the default first wait (30 s), the last comes about 35
 * hours after the first.
 */
export const MAX_ATTEMPTS = 9;
const LONGEST_WAIT_MS = 12 * HOUR;

/**
 * The wait after the n-th failed attempt (n from 1): the first wait (WEBHOOK_FIRST_RETRY_SECONDS,
 * 30 s by default) × 4ⁿ⁻¹, at most 12 hours.
 */
export const retryDelayMs = (failed: number, firstRetrySeconds: number) =>
  Math.min(firstRetrySeconds * 1000 * 4 ** (failed - 1), LONGEST_WAIT_MS);

/** An endpoint failing this long, when a delivery has used up its attempts, is turned off. */
export const DISABLE_AFTER_MS = 24 * HOUR;

/** Why the cabinet turned an endpoint off (`disabled_reason`). */
export const KEPT_FAILING = 'kept-failing';

/** An instant as people read it in a notice: `2026-11-02 09:00 UTC`. */
export const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The job that makes one delivery attempt. */
export const DELIVERY_JOB = 'webhook-delivery';
