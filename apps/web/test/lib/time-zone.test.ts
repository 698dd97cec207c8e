import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  formatMomentDay,
  setProviderTimeZone,
  zoneLabel,
} from '../../src/lib/format';
import { todayIso } from '../../src/lib/dates';
import { formatMomentWithSeconds } from '../../src/features/usage/format';

/** Moments are shown in the provider's zone, whatever the zone this process (a browser) is in. */
describe('the provider’s time zone', () => {
  const moment = '2026-11-24T19:28:05Z';

  it('formats moments, their days and today in the zone the server named', () => {
    setProviderTimeZone('Asia/Almaty');
    expect(formatMoment(moment, 'ru')).toBe('25.11.2026, 00:28');
    expect(formatMomentWithSeconds(moment, 'ru')).toBe('25.11.2026, 00:28:05');
    expect(formatMomentDay(moment, 'ru')).toBe('25.11.2026');
    expect(todayIso(new Date(moment))).toBe('2026-11-25');
    expect(zoneLabel('ru')).toBe('GMT+5');

    setProviderTimeZone('America/New_York');
    expect(formatMoment(moment, 'ru')).toBe('24.11.2026, 14:28');
    expect(todayIso(new Date(moment))).toBe('2026-11-24');
    expect(zoneLabel('en', new Date(moment))).toBe('GMT-5');
  });

  it('refuses a zone no formatter knows, keeping the one it had', () => {
    setProviderTimeZone('Asia/Almaty');
    expect(() => setProviderTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(formatMoment(moment, 'ru')).toBe('25.11.2026, 00:28');
  });
});
