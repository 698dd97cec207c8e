import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.CABINET_API ?? 'http://localhost:8190';

/** The entry imports the boot steps and the app's code dynamically (src/main.tsx). */
const START_MODULE = /src[\\/]app[\\/](boot[\\/]index\.ts|mount\.tsx)$/;

/**
 * Links the chunks the entry imports dynamically at once (the boot steps, the app's code) and
 * every chunk they import, so that the browser fetches them with the entry rather than after it
 * has run: the entry itself first asks for the first screen's data (src/app/early-calls.ts).
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
        const already: string[] = [];
        for (const file of chunk.imports) visit(file, already);
        const wanted: string[] = [];
        for (const file of chunk.dynamicImports) {
          const found = bundle[file];
          if (found?.type === 'chunk' && found.moduleIds.some((id) => START_MODULE.test(id)))
            visit(file, wanted);
        }
        return wanted.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
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
              // The frame of every page (both layouts' header, the links, the form's shell): one
              // file rather than ten of a few hundred bytes each, every one with its own headers.
              name: 'shell',
              test: /src[\\/](app[\\/]layout[\\/](PublicLayout|SkipLink|Brand|LanguageSwitch|ColorModeSwitch|language-names)|lib[\\/]ui[\\/]RouterLink|lib[\\/]forms[\\/](FormShell|FormError|use-form-submit))\.tsx?$|@mui[\\/](material[\\/]esm[\\/](AppBar|Toolbar|Link|Stack|utils[\\/](isMuiElement|getActiveElement|useEnhancedEffect|ownerDocument))[\\/]|icons-material[\\/]esm[\\/](LightModeOutlined|DarkModeOutlined|Translate)\.js$)/,
              priority: 1,
            },
            {
              // What every form needs (the sign-in form first): react-hook-form and the outlined
              // input's MUI pieces. MUI's TextField, with the Select it imports, stays apart.
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|@mui[\\/]material[\\/]esm[\\/](InputBase|OutlinedInput|InputLabel|FormControl|FormLabel|FormHelperText|InputAdornment|TextareaAutosize)[\\/]|@mui[\\/]icons-material[\\/]esm[\\/]Visibility(Off)?\.js$|src[\\/]lib[\\/]forms[\\/](use-zod-form|SubmitButton|shown-error|focus-first-invalid|server-errors|ShowPasswordButton)\.tsx?$/,
              priority: 1,
            },
            {
              // The sign-in page's own files (its card, fields and call) in one answer.
              name: 'sign-in',
              test: /src[\\/]features[\\/]auth[\\/](pages[\\/]LoginPage|components[\\/](AuthCard|LoginField)|api)\.tsx?$/,
              includeDependenciesRecursively: false,
              priority: 1,
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
