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
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // Realtime: the Pusher protocol's WebSocket and its private channels' signatures.
      '/app/': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/broadcasting': { target: apiTarget, changeOrigin: true },
    },
  },
});
