import { sessionExpired } from '../../../lib/session';
import { configureHttp } from '../../../lib/http';
import { currentLanguage, i18n } from '../../../lib/i18n';
import type { BootStep } from '../run-boot';

/** The shared HTTP client: same origin, the UI language, and the session rule for 401/419. */
const http: BootStep = () => {
  configureHttp({
    baseUrl: '',
    language: currentLanguage,
    onAuthFailure: sessionExpired,
    networkErrorMessage: () => i18n.t('errors.network'),
  });
};

export default http;
