import { initI18n, type Language } from '../../../lib/i18n';
import type { BootStep } from '../run-boot';

const messages: Record<Language, () => Promise<{ default: object }>> = {
  ru: () => import('../../../locales/ru'),
  en: () => import('../../../locales/en'),
  kk: () => import('../../../locales/kk'),
};

/** i18next with the remembered language; each language's texts are loaded when first needed. */
const translation: BootStep = async () => {
  await initI18n(async (language) => (await messages[language]()).default);
};

export default translation;
