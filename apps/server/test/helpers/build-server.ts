import { execFileSync } from 'node:child_process';
import { SERVER_DIR } from './processes.js';

/**
 * The server's global set-up: builds dist/main.js and dist/cli.js from the sources, once per run,
 * for the tests that start them as processes (test/helpers/processes.ts), as `npm start` and
 * `npm run cli` do.
 */
export default function setup() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}
