import { accessDefaults as ru } from '@cabinet/contract/locales/ru';
import { accessDefaults as en } from '@cabinet/contract/locales/en';
import { accessDefaults as kk } from '@cabinet/contract/locales/kk';
import type { Language } from './i18n.js';

type RoleKey = keyof typeof ru.roles;
const NAMES: Record<Language, typeof ru.roles> = { ru: ru.roles, en: en.roles, kk: kk.roles };

/**
 * A role's name in the caller's language: a seeded role's Russian name, which nobody edited, is
 * translated; a name an administrator wrote is shown as written.
 */
export function roleNameIn(key: string, stored: string, language: Language): string {
  const seeded = ru.roles[key as RoleKey] as { name: string } | undefined;
  return seeded && seeded.name === stored ? NAMES[language][key as RoleKey].name : stored;
}
