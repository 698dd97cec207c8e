import { z } from 'zod';
import { success } from './common.js';
import { MessageKey } from './messages.js';

export interface City {
  code: string;
  ru: string;
  en: string;
  kk: string;
  lat: number;
  lon: number;
}

/** Kazakhstan's larger cities with their centres (WGS 84), the places a partner can be put. */
export const KZ_CITIES: readonly City[] = [
  { code: 'astana', ru: 'Астана', en: 'Astana', kk: 'Астана', lat: 51.169, lon: 71.449 },
  { code: 'almaty', ru: 'Алматы', en: 'Almaty', kk: 'Алматы', lat: 43.238, lon: 76.946 },
  { code: 'shymkent', ru: 'Шымкент', en: 'Shymkent', kk: 'Шымкент', lat: 42.342, lon: 69.59 },
  {
    code: 'karaganda',
    ru: 'Караганда',
    en: 'Karaganda',
    kk: 'Қарағанды',
    lat: 49.806,
    lon: 73.085,
  },
  { code: 'aktobe', ru: 'Актобе', en: 'Aktobe', kk: 'Ақтөбе', lat: 50.283, lon: 57.167 },
  { code: 'taraz', ru: 'Тараз', en: 'Taraz', kk: 'Тараз', lat: 42.9, lon: 71.367 },
  { code: 'pavlodar', ru: 'Павлодар', en: 'Pavlodar', kk: 'Павлодар', lat: 52.287, lon: 76.967 },
  {
    code: 'oskemen',
    ru: 'Усть-Каменогорск',
    en: 'Oskemen',
    kk: 'Өскемен',
    lat: 49.948,
    lon: 82.628,
  },
  { code: 'semey', ru: 'Семей', en: 'Semey', kk: 'Семей', lat: 50.411, lon: 80.227 },
  { code: 'atyrau', ru: 'Атырау', en: 'Atyrau', kk: 'Атырау', lat: 47.117, lon: 51.883 },
  { code: 'kostanay', ru: 'Костанай', en: 'Kostanay', kk: 'Қостанай', lat: 53.214, lon: 63.624 },
  {
    code: 'kyzylorda',
    ru: 'Кызылорда',
    en: 'Kyzylorda',
    kk: 'Қызылорда',
    lat: 44.853,
    lon: 65.509,
  },
  { code: 'oral', ru: 'Уральск', en: 'Oral', kk: 'Орал', lat: 51.233, lon: 51.367 },
  {
    code: 'petropavl',
    ru: 'Петропавловск',
    en: 'Petropavl',
    kk: 'Петропавл',
    lat: 54.865,
    lon: 69.135,
  },
  { code: 'aktau', ru: 'Актау', en: 'Aktau', kk: 'Ақтау', lat: 43.65, lon: 51.16 },
  {
    code: 'turkistan',
    ru: 'Туркестан',
    en: 'Turkistan',
    kk: 'Түркістан',
    lat: 43.297,
    lon: 68.252,
  },
  {
    code: 'taldykorgan',
    ru: 'Талдыкорган',
    en: 'Taldykorgan',
    kk: 'Талдықорған',
    lat: 45.017,
    lon: 78.373,
  },
  { code: 'kokshetau', ru: 'Кокшетау', en: 'Kokshetau', kk: 'Көкшетау', lat: 53.283, lon: 69.383 },
  {
    code: 'ekibastuz',
    ru: 'Экибастуз',
    en: 'Ekibastuz',
    kk: 'Екібастұз',
    lat: 51.723,
    lon: 75.323,
  },
  { code: 'temirtau', ru: 'Темиртау', en: 'Temirtau', kk: 'Теміртау', lat: 50.055, lon: 72.965 },
  {
    code: 'zhezkazgan',
    ru: 'Жезказган',
    en: 'Zhezkazgan',
    kk: 'Жезқазған',
    lat: 47.783,
    lon: 67.767,
  },
  { code: 'konaev', ru: 'Конаев', en: 'Konaev', kk: 'Қонаев', lat: 43.867, lon: 77.067 },
];

export const cityByCode = (code: string | null | undefined) =>
  KZ_CITIES.find((city) => city.code === code);

/** The city a free-text name (a partner profile's city) means, in any of the three languages. */
export function cityByName(name: string): City | undefined {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/^(г\.|город|city of)\s*/u, '');
  if (!wanted) return undefined;
  return KZ_CITIES.find((city) =>
    [city.ru, city.en, city.kk, city.code].some((n) => n.toLowerCase() === wanted),
  );
}

/** Kazakhstan's bounding box (degrees), with a little margin. */
export const KZ_BOUNDS = { minLat: 40.5, maxLat: 55.5, minLon: 46.4, maxLon: 87.4 } as const;

const latitude = z
  .number({ error: MessageKey.numberInvalid })
  .min(KZ_BOUNDS.minLat, { error: MessageKey.locationOutside })
  .max(KZ_BOUNDS.maxLat, { error: MessageKey.locationOutside });
const longitude = z
  .number({ error: MessageKey.numberInvalid })
  .min(KZ_BOUNDS.minLon, { error: MessageKey.locationOutside })
  .max(KZ_BOUNDS.maxLon, { error: MessageKey.locationOutside });

/** A partner's place: a city, and optionally the exact point (both coordinates or neither). */
export const LocationInput = z
  .strictObject({
    cityCode: z
      .string({ error: MessageKey.locationCityUnknown })
      .refine((code) => cityByCode(code) !== undefined, { error: MessageKey.locationCityUnknown }),
    latitude: latitude.nullable().default(null),
    longitude: longitude.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude === null ? 'latitude' : 'longitude'],
        message: MessageKey.locationBothCoordinates,
      });
  })
  .describe(
    '`latitude` and `longitude` are given both or neither; `cityCode` must be one of the cities of GET /api/locations.',
  );
export type LocationInput = z.input<typeof LocationInput>;

/** A partner on the map. `exact` says the point was set; otherwise it is its city's centre. */
export const PartnerLocation = z.object({
  partnerId: z.number().int(),
  login: z.string(),
  companyName: z.string(),
  /** The profile's city text and legal address, as the partner wrote them. */
  city: z.string(),
  legalAddress: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  usersCount: z.number().int(),
  /** A city of KZ_CITIES, or null when neither a location nor the profile's city names one. */
  cityCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  exact: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PartnerLocation = z.infer<typeof PartnerLocation>;

export const PartnerLocationsResponse = success(z.array(PartnerLocation));
export const PartnerLocationResponse = success(PartnerLocation);
