import resourcesToBackend from 'i18next-resources-to-backend';
import { COMMON_NAMESPACE, initI18n } from '../../../lib/i18n';
import type { BootStep } from '../run-boot';

// Each file its own chunk: the common texts by language, and each feature's namespace (named after
// its folder) by language.
const commonTexts = import.meta.glob<object>('../../../locales/*.ts', { import: 'default' });
const namespaceTexts = import.meta.glob<object>('../../../features/*/locales/*.ts', {
  import: 'default',
});

const textsOf = (language: string, namespace: string) =>
  namespace === COMMON_NAMESPACE
    ? commonTexts[`../../../locales/${language}.ts`]
    : namespaceTexts[`../../../features/${namespace}/locales/${language}.ts`];

const textsBackend = resourcesToBackend(async (language: string, namespace: string) => {
  const load = textsOf(language, namespace);
  if (!load) throw new Error(`No texts "${namespace}" in ${language}`);
  return load();
});

/** i18next with the remembered language; every other namespace and language loads when needed. */
const translation: BootStep = async () => {
  await initI18n(textsBackend);
};

export default translation;
