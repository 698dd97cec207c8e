import { Permission } from '@cabinet/contract';
import { readToken } from '../lib/cookies';
import { configureHttp } from '../lib/http/client';
import { startEarly } from '../lib/http/early';
import { storedLanguage } from '../lib/i18n/languages';
import { holdRealtime } from '../lib/realtime-start';

/** The common texts by language (the boot's translation step reads the same files). */
const commonTexts = import.meta.glob<unknown>('../locales/*.ts', { import: 'default' });

/** The home page's address (MAIN_PATH at the base path '/'); the router is not loaded yet. */
const HOME = '/';

interface UserAnswer {
  data?: { permissions?: string[] };
}

/**
 * What the first screen will ask for, asked as the page starts while the app's code loads (issue
 * 43): the provider's settings (the boot's provider step) and the common texts; on the home page
 * with a token, the current user (the guard) and, once its answer says that the user may see
 * reports, the dashboard's figures. Other addresses (the public pages) ask for no user. Each is
 * taken by its caller through `getEarly` (lib/http/early). On the home page it tells whether the
 * dashboard will show; the entry preloads the home's screens whenever it returns one.
 */
export function startEarlyCalls(pathname: string): Promise<boolean> | undefined {
  // The language the app will start in: the server's messages come in it.
  configureHttp({ language: storedLanguage });
  void startEarly('/api/site-info');
  // Before the home's chunks fill the line: the app starts only once these texts are there.
  commonTexts[`../locales/${storedLanguage()}.ts`]?.().catch(() => undefined);
  if (!readToken()) return undefined;
  // A signed-in page: its first screen comes before the realtime client.
  holdRealtime();
  if (pathname !== HOME) return undefined;
  const user = startEarly('/api/user') as Promise<UserAnswer>;
  return user.then(
    (answer) => {
      const reports = answer.data?.permissions?.includes(Permission.reportsView) ?? false;
      if (reports) void startEarly('/api/dashboard');
      return reports;
    },
    () => false,
  );
}
