import { defineConfig } from 'vitest/config';

/** Browser tests: the built client and the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Tests marked concurrent (the axe sweep of every route) run two at a time on two cores.
    maxConcurrency: 2,
  },
});
