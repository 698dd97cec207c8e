import { BOOT_STEPS, runBoot } from './app/boot';

// The app's code loads while the boot steps run; the entry itself stays tiny.
const app = import('./app/mount');

void runBoot(BOOT_STEPS, {
  urlPath: `${window.location.pathname}${window.location.search}${window.location.hash}`,
  mount: async () => (await app).mount(document.getElementById('root')!),
  assign: (href) => window.location.assign(href),
  resolve: async (path) => (await import('./app/router/resolve-href')).resolveHref(path),
  log: (message, error) => console.error(message, error),
});
