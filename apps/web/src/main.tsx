import { startEarlyCalls } from './app/early-calls';
import { preloadHome } from './app/preload-home';
import { storedLanguage } from './lib/i18n/languages';

// What the first screen needs from the server is asked for at once, before the app's code is
// there (issue 43); the entry's own imports are only the HTTP client's few files.
const home = startEarlyCalls(window.location.pathname);

// The app's code loads while the boot steps run (both linked from index.html for preloading),
// and a signed-in user's home with them, one task later: the calls above are sent first, not
// queued behind a dozen files for the browser's six connections (their answers lead to the rest).
if (home) setTimeout(() => preloadHome(storedLanguage()), 0);
const boot = import('./app/boot');
const app = import('./app/mount');

void boot.then(({ BOOT_STEPS, runBoot }) =>
  runBoot(BOOT_STEPS, {
    urlPath: `${window.location.pathname}${window.location.search}${window.location.hash}`,
    mount: async () => (await app).mount(document.getElementById('root')!),
    assign: (href) => window.location.assign(href),
    resolve: async (path) => (await import('./app/router/resolve-href')).resolveHref(path),
    log: (message, error) => console.error(message, error),
  }),
);
