import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../server/test/helpers/build-server';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    passwords: Record<string, string>;
  }
}

/** One server for the run; it is stopped whatever the tests do. */
export default async function setup(project: TestProject) {
  buildServer();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('passwords', server.passwords);
  return () => server.stop();
}
