import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.CABINET_API ?? 'http://localhost:8190';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** The entry imports the boot steps and the app's code dynamically (src/main.tsx). */
const START_MODULE = /src[\\/]app[\\/](boot[\\/]index\.ts|mount\.tsx)$/;

/**
 * The signed-in home up to its first figure, in two files: the layout and the home page; the
 * dashboard, for those who may see it. index.html lists each with the files it imports, and the
 * texts it needs by language (`ru:…`), under `<meta name="preload-…">`, for the entry to fetch
 * them at once (src/app/preload-home.ts).
 */
const HOME_PARTS = [
  { name: 'home', roots: ['app/layout/MainLayout.tsx', 'app/pages/MainPage.tsx'] },
  {
    name: 'dashboard',
    roots: ['features/dashboard/pages/DashboardPage.tsx'],
    texts: /src[\\/]features[\\/]dashboard[\\/]locales[\\/](\w+)\.ts$/,
  },
] as const;

/**
 * Links the chunks the entry imports dynamically at once (the boot steps, the app's code) and
 * every chunk they import, so that the browser fetches them with the entry rather than after it
 * has run: the entry itself first asks for the first screen's data (src/app/early-calls.ts). The
 * home's files are only listed: the sign-in page loads none of them.
 */
function preloadStart(): Plugin {
  return {
    name: 'cabinet:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const linked = new Set<string>([chunk.fileName]);
        const visit = (file: string, list: string[]) => {
          const found = bundle[file];
          if (linked.has(file) || found?.type !== 'chunk') return;
          linked.add(file);
          list.push(file);
          for (const next of found.imports) visit(next, list);
        };
        const chunksOf = (test: (id: string) => boolean) =>
          Object.values(bundle).filter(
            (found): found is Rolldown.OutputChunk =>
              found.type === 'chunk' && found.moduleIds.some(test),
          );
        const already: string[] = [];
        for (const file of chunk.imports) visit(file, already);
        const wanted: string[] = [];
        for (const file of chunk.dynamicImports) {
          const found = bundle[file];
          if (found?.type === 'chunk' && found.moduleIds.some((id) => START_MODULE.test(id)))
            visit(file, wanted);
        }
        const home = HOME_PARTS.map((part) => {
          const files: string[] = [];
          const ids = new Set(part.roots.map(source));
          for (const found of chunksOf((id) => ids.has(id))) visit(found.fileName, files);
          const texts = 'texts' in part ? part.texts : undefined;
          for (const found of texts ? chunksOf((id) => texts.test(id)) : []) {
            const language = found.moduleIds.map((id) => texts?.exec(id)?.[1]).find(Boolean);
            files.push(`${language}:${found.fileName}`);
          }
          // Short names (`home-….js` in assets/ is `home-…`): index.html comes with every page.
          const content = files.map((file) => file.replace(/assets\/(.*)\.js$/, '$1')).join(' ');
          return { tag: 'meta', attrs: { name: `preload-${part.name}`, content } };
        });
        return [
          ...wanted.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          })),
          ...home,
        ].map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The pages outside the signed-in layout (app/router/routes.tsx, the public branch): none of them
 * needs the home's own files.
 */
const PUBLIC_PAGES = [
  'app/layout/PublicLayout.tsx',
  'app/pages/NotFoundPage.tsx',
  'features/auth/pages/LoginPage.tsx',
  'features/auth/pages/RegisterPage.tsx',
  'features/auth/pages/PasswordRecoveryPage.tsx',
  'features/profile/pages/ConfirmEmailPage.tsx',
  'features/site-info/pages/ContactsPage.tsx',
  'features/site-info/pages/TechnologyPage.tsx',
  'features/catalogue/pages/LibraryPage.tsx',
  'features/catalogue/pages/PricingPage.tsx',
  'features/outbox/pages/OutboxPage.tsx',
  'features/maintenance/pages/MaintenancePage.tsx',
  'features/lock/pages/LockPage.tsx',
  'features/lock/pages/Lock2Page.tsx',
];

/** Every module `roots` import statically, directly or not, with the roots themselves. */
function staticClosure(roots: Iterable<string>, context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of roots) visit(id);
  return found;
}

/**
 * The home's parts each in one file (issue 43), rather than the few dozen small shared files the
 * automatic split makes of them: over HTTP/1.1 each file waits for one of six connections, and the
 * first figure waited for all of them. Nothing the sign-in page runs goes in: it loads none of
 * them. What the other public pages share with the home goes in a third file, `shared`: they load
 * it alone, not the home's.
 */
function homeChunkOf(): Rolldown.CodeSplittingNameFunction {
  let chunkOf: Map<string, string> | undefined;
  const plan = (context: Rolldown.ChunkingContext) => {
    const closure = (files: readonly string[]) => staticClosure(files.map(source), context);
    const taken = closure(['main.tsx', 'app/mount.tsx', 'features/auth/pages/LoginPage.tsx']);
    const bootSteps = context.getModuleInfo(source('app/boot/index.ts'))?.dynamicallyImportedIds;
    for (const id of staticClosure(bootSteps ?? [], context)) taken.add(id);
    const publicPages = closure(PUBLIC_PAGES);
    const found = new Map<string, string>();
    for (const { name, roots } of HOME_PARTS) {
      for (const id of closure(roots))
        if (!taken.has(id)) found.set(id, publicPages.has(id) ? 'shared' : name);
      for (const id of found.keys()) taken.add(id);
    }
    return found;
  };
  return (id, context) => (chunkOf ??= plan(context)).get(id) ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    preloadStart(),
    // Every text file of the build also as .br and .gz beside it, served as they are by the server
    // to a browser that accepts them (apps/server/src/features/web); none where it would not shrink.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    // Every browser the cabinet supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page needs, each in one file rather than in the many small shared
          // chunks the automatic split makes of them: fewer answers (each ~1 KB of headers) and
          // better compression. Everything else (MUI's components, charts, date pickers, the
          // realtime client, each feature's screens and texts) stays split by who imports it.
          groups: [
            {
              // The entry's own imports: the calls it starts at once (src/app/early-calls.ts) and
              // the HTTP client's few files, with nothing of React's that the entry would wait for.
              name: 'early',
              test: /src[\\/]app[\\/]early-calls\.ts$/,
              priority: 5,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/,
              priority: 4,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              name: 'styles',
              // Top-level copies only: the charts' and date pickers' own @mui/utils stay with them,
              // as do the pieces only they or the signed-in layout use (the sign-in page needs none).
              test: /^(?!.*node_modules.*node_modules)(?!.*(CSSTransition|useMediaQuery)\.js$).*node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-is|hoist-non-react-statics|prop-types|clsx|@babel[\\/]runtime|react-transition-group)[\\/]/,
              priority: 2,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|i18next-resources-to-backend)[\\/]/,
              priority: 2,
            },
            {
              name: 'boot',
              test: /src[\\/]app[\\/]boot[\\/]|contract[\\/]src[\\/](permissions|maintenance-constants)\.ts$/,
              priority: 1,
            },
            {
              // The frame of every page (both layouts' header, the links, the form's shell, the
              // outlined input's MUI pieces, which the home's selects need too): one file rather
              // than ten of a few hundred bytes each, every one with its own headers.
              name: 'shell',
              test: /src[\\/](app[\\/]layout[\\/](PublicLayout|SkipLink|Brand|LanguageSwitch|ColorModeSwitch|language-names)|lib[\\/]ui[\\/](RouterLink|PageHeading)|lib[\\/]forms[\\/](FormShell|FormError|use-form-submit))\.tsx?$|@mui[\\/](material[\\/]esm[\\/](AppBar|Toolbar|Link|Stack|InputBase|OutlinedInput|InputLabel|FormControl|FormLabel|FormHelperText|InputAdornment|TextareaAutosize|utils[\\/](isMuiElement|getActiveElement|useEnhancedEffect|ownerDocument))[\\/]|icons-material[\\/]esm[\\/](LightModeOutlined|DarkModeOutlined|Translate)\.js$)/,
              priority: 1,
            },
            {
              // What every form needs (the sign-in form first): react-hook-form and our form
              // helpers, not on the home. MUI's TextField, with the Select it imports, stays apart.
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|@mui[\\/]icons-material[\\/]esm[\\/]Visibility(Off)?\.js$|src[\\/]lib[\\/]forms[\\/](use-zod-form|SubmitButton|shown-error|focus-first-invalid|server-errors|ShowPasswordButton)\.tsx?$/,
              priority: 1,
            },
            {
              // The sign-in page's own files (its card, fields and call) in one answer.
              name: 'sign-in',
              test: /src[\\/]features[\\/]auth[\\/](pages[\\/]LoginPage|components[\\/](AuthCard|AuthForm|LoginField)|api)\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: homeChunkOf(),
              debugName: 'home',
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // Realtime: the Pusher protocol's WebSocket and its private channels' signatures.
      '/app/': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/broadcasting': { target: apiTarget, changeOrigin: true },
    },
  },
});
