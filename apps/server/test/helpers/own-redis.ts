import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './own-postgres.js';

/**
 * A Redis of the test's own on a free port, without persistence, that the test may kill and start
 * again on the same port (an outage: its keys are gone, as after a crash of an unsaved Redis); the
 * machine's own Redis is never touched.
 */
export async function startOwnRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  /** Starts it (again) on the same port, unless it runs; resolves when it answers. */
  const start = async () => {
    if (running()) return;
    child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(url))) {
      if (Date.now() > deadline) throw new Error(`own Redis did not start on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Kills it at once (SIGKILL), as a crash would; resolves when it is gone. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running()) return resolve();
      child!.once('exit', () => resolve());
      child!.kill('SIGKILL');
    });

  await start();
  return { url, port, start, stop };
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
