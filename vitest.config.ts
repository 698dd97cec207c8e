import {
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';
import contractConfig from './packages/contract/vitest.config.ts';
import serverConfig from './apps/server/vitest.config.ts';
import webConfig from './apps/web/vitest.config.ts';

/**
 * Each app is a vitest project with its own config (`cd apps/server && npx vitest run` runs one);
 * `--project 'server*'` runs the server's two.
 *
 * Speed (the whole CI within 35 minutes on two cores): a server worker keeps its loaded modules
 * from one file to the next (`isolate: false`): loading the app again for every file was half of
 * the server suite's time. Each server file opens its own app, database and clock.
 */

/**
 * Files that time themselves against the wall clock: run alone, after the rest (one worker, which
 * keeps its modules from file to file as the others do).
 */
const TIMED = [
  'test/auth/recovery-timing.test.ts',
  'test/core/cluster/cluster.test.ts',
  'test/core/cluster/redis-outage.test.ts',
  'test/core/csv.test.ts',
  'test/core/http/hostile-bodies.test.ts',
  'test/core/http/load-fairness.test.ts',
  'test/core/http/slow-bodies.test.ts',
  'test/documents/exports/held-asks.test.ts',
  'test/documents/exports/settled-event.test.ts',
  'test/realtime/live-usage.test.ts',
  'test/realtime/shutdown.test.ts',
  'test/usage/receipts/rejections-export-stall.test.ts',
  'test/webhooks/isolation.test.ts',
  'test/webhooks/scaled.test.ts',
];

/** One app's own config, run from its folder, with some of `test` replaced (name, files, workers). */
const project = (
  dir: string,
  config: ViteUserConfig,
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration => ({
  ...config,
  root: `./${dir}`,
  test: { ...config.test, ...test },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      project('apps/server', serverConfig, { isolate: false, exclude: TIMED }),
      project('apps/server', serverConfig, {
        name: 'server-timed',
        isolate: false,
        include: TIMED,
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      }),
      // The web's files keep their own modules: its stores and texts are set once per page.
      project('apps/web', webConfig, {}),
      project('packages/contract', contractConfig, { isolate: false }),
    ],
  },
});
