#!/usr/bin/env node
// `npm test`: every check, each step's time printed at its end and all of them at the end of the
// run (CI keeps the whole under 35 minutes, and this says where the time goes). The static checks
// run side by side (each is one process on one core; the machines have two), their output held
// and printed whole at each one's end; the test suites then run one after another, as each fills
// both cores by itself. Stops after the first stage with a failing step, with its exit code.
import { spawn } from 'node:child_process';

const STAGES = [['typecheck', 'lint', 'audit'], ['test:unit'], ['test:postgres'], ['test:e2e']];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs `npm run <step>`; alone it writes as it goes, beside others it writes at its end. */
function run(step, alone) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', step], { stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      times.push(`${step} ${seconds(Date.now() - start)}`);
      console.log(`::: npm test: ${step} took ${seconds(Date.now() - start)}`);
      if (status !== 0)
        console.error(`::: npm test: ${step} failed (${signal ?? `exit ${status}`})`);
      resolve(status ?? 1);
    });
  });
}

for (const stage of STAGES) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`::: npm test: ${times.join(', ')}; in all ${seconds(Date.now() - started)}`);
