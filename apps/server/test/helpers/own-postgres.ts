import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** A TCP port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
 * stop and start at will; the machine's own cluster is never touched. We run as root, and
 * PostgreSQL refuses to: its programs run as the `postgres` user.
 */
export async function startOwnPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-pg-'));
  const { uid, gid } = postgresIds();
  fs.chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (program: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args]);
  ctl('start');
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Fast shutdown: sessions are ended at once, as when an operator restarts the database. */
    stop: () => ctl('-m', 'fast', 'stop'),
    start: () => ctl('start'),
    async destroy() {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
  );
  return { uid: uid!, gid: gid! };
}
