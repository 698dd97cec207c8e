import { localeOf } from './money';
import { dateTimeFormat } from './intl';

/**
 * The provider's time zone (IANA name), which days, filters and files on the server are counted
 * in: every moment on screen is shown in it too, whatever the browser's own zone, so that a
 * request reads the same time here as in its CSV. Until the server has named it (the `provider`
 * boot step), the browser's zone.
 */
let providerZone: string | undefined;

export function setProviderTimeZone(zone: string): void {
  // An unknown name would make every formatter throw: it is checked once, here.
  new Intl.DateTimeFormat('en', { timeZone: zone });
  providerZone = zone;
}

export const providerTimeZone = (): string | undefined => providerZone;

/** The zone's offset as the user's locale writes it, e.g. «GMT+5», for column headings. */
export function zoneLabel(language: string, at = new Date()): string {
  const parts = dateTimeFormat(localeOf(language), {
    timeZone: providerZone,
    timeZoneName: 'shortOffset',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A heading of times, with the zone they are in: «Время (GMT+5)». */
export const withZone = (label: string, language: string): string =>
  `${label} (${zoneLabel(language)})`;

/** The calendar day (YYYY-MM-DD) a moment falls on in the provider's zone. */
export function dayInZone(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone: providerZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
