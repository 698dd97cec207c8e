import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** The server (`main`) or the CLI, built as `npm start` and `npm run cli` run them. */
export type Script = 'main' | 'cli';

/** node's arguments that run `script` (built by test/helpers/build-server.ts), from SERVER_DIR. */
export const scriptArgs = (script: Script, args: string[] = []) => [`dist/${script}.js`, ...args];

/** Runs the built server or CLI (without npm start's memory flags) and collects its output. */
export function runScript(script: Script, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, scriptArgs(script, args), {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves when the output matches, rejects when the process ends first or time runs out. */
    waitFor(pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern}:\n${output}`)),
          ms,
        );
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match);
          }
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        void exited.then(() => {
          check();
          clearTimeout(timer);
          reject(new Error(`process ended before ${pattern}:\n${output}`));
        });
        check();
      });
    },
  };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
