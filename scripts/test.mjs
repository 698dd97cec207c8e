#!/usr/bin/env node
// `npm test`: every check in turn, each step's time printed at its end and all of them at the end
// of the run (CI keeps the whole under 35 minutes, and this says where the time goes). Stops at
// the first step that fails, with its exit code.
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'audit', 'test:unit', 'test:postgres', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

for (const step of STEPS) {
  const start = Date.now();
  const { status, signal } = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  times.push(`${step} ${seconds(Date.now() - start)}`);
  console.log(`::: npm test: ${step} took ${seconds(Date.now() - start)}`);
  if (status !== 0) {
    console.error(`::: npm test: ${step} failed (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
console.log(`::: npm test: ${times.join(', ')}; in all ${seconds(Date.now() - started)}`);
