import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../../server/test/helpers/build-server';
import { SERVER_DIR } from '../../../server/test/helpers/processes';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  /** Seeded demo logins (login → password), as the server prints them once. */
  passwords: Record<string, string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // the whole group: the server and anything it started
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * Starts the built server (built by the global set-up) as `npm start` does, with its flags, on a fresh data
 * folder and a free port, with demo data;
 * `env` adds or overrides variables (a test's own server, e.g. a short TOKEN_IDLE_MINUTES).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'true',
      REALTIME_ALIVE_SECONDS: '1',
      // The tests close last month on whatever day they run (the 1st of a month included).
      MONTH_CLOSE_GRACE_DAYS: '0',
      // The webhook test's receiver listens on this machine, over plain http.
      WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      WEBHOOK_ALLOW_HTTP: 'true',
      // A webhook retry is looked for each second, not each 15, and comes 10 s after a failure,
      // not 30 (the test waits for one; it mends the receiver within those 10 s).
      WEBHOOK_RETRY_POLL_MS: '1000',
      WEBHOOK_FIRST_RETRY_SECONDS: '10',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(webDir, 'dist'),
      ...env,
    },
  });
  const stopOnExit = () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', stopOnExit);

  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Cabinet is running at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });

  try {
    await ready;
  } catch (error) {
    await stopProcess(child);
    throw error;
  }

  const passwords: Record<string, string> = {};
  for (const match of output.matchAll(
    /^\s+(\S+)\s+(\S+)\s+\((Admin|Partner|client|Integrator)\)\s*$/gm,
  )) {
    passwords[match[1]!] = match[2]!;
  }
  if (!passwords.admin) throw new Error(`no admin password in the server output:\n${output}`);

  return {
    url,
    passwords,
    stop: async () => {
      await stopProcess(child);
      process.off('exit', stopOnExit);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
