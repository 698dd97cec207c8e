import { cityByCode, type City } from '@cabinet/contract';

/** A city's name in the user's language. */
export const cityName = (city: City, language: string) =>
  language === 'en' ? city.en : language === 'kk' ? city.kk : city.ru;

export const cityNameOf = (code: string | null, language: string) => {
  const city = cityByCode(code);
  return city ? cityName(city, language) : undefined;
};

/** Which partner a page is about: `?partner=` or, without it, the first one given. */
export const partnerParam = (value: string | null) =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
