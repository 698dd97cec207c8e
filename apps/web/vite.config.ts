import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.CABINET_API ?? 'http://localhost:8190';

export default defineConfig({
  plugins: [
    react(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page needs, each in one file rather than in the many small shared
          // chunks the automatic split makes of them: fewer answers (each ~1 KB of headers) and
          // better compression. Everything else (MUI's components, charts, date pickers, the
          // realtime client, each feature's screens and texts) stays split by who imports it.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              name: 'styles',
              test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-is|hoist-non-react-statics|prop-types|clsx|@babel[\\/]runtime|react-transition-group)[\\/]/,
              priority: 2,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|i18next-resources-to-backend)[\\/]/,
              priority: 2,
            },
            { name: 'boot', test: /src[\\/]app[\\/]boot[\\/]/, priority: 1 },
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
