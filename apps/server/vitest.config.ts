import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The server and CLI built once, for the files that start them as processes; on PostgreSQL,
    // the migrations run once, into a template each test app's database copies.
    globalSetup: ['test/helpers/build-server.ts', 'test/helpers/postgres-template.ts'],
    // Every test file gets its own database; argon2 and PostgreSQL set-up need some room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
