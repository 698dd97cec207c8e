import { defineConfig } from 'vitest/config';

/** Each app is a vitest project with its own config; `--project server` runs one. */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
  },
});
