import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR, scriptArgs } from './processes.js';

/*
 * The built server, for whatever starts it as a process (these tests, the browser tests, the
 * benches): how it is built and how `npm start` runs it, read from one place.
 */

/** Builds dist/main.js and dist/cli.js from the sources, as `npm start` and `npm run cli` do. */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}

/** Node's flags as `npm start` runs the built server, read from its script. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(
    fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'),
  ) as {
    scripts: { start: string };
  };
  return /node ((?:--\S+ )*)dist\/main\.js/.exec(scripts.start)![1]!.split(' ').filter(Boolean);
}

/** node's arguments that run the built server as `npm start` does; `extraFlags` go before it. */
export const serverArgs = (extraFlags: string[] = []): string[] => [
  ...startFlags(),
  ...extraFlags,
  ...scriptArgs('main'),
];

/** The server's global set-up: built once per run, before any test starts it. */
export default function setup() {
  buildServer();
}
