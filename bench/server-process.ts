import { spawn } from 'node:child_process';
import { buildServer, serverArgs } from '../apps/server/test/helpers/build-server.js';
import { SERVER_DIR } from '../apps/server/test/helpers/processes.js';

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  pid: number;
  /** SIGTERM, and the process's exit (a `--cpu-prof` profile is written by then). */
  stop: () => Promise<void>;
}

/**
 * The server as its own process, as `npm start` runs it (built, node's flags read from the
 * script), but as node itself, so that its pid is the server's. `env` is added to this process's
 * environment; PORT and HOST default to a free port on 127.0.0.1. `extraFlags` go before the
 * script (`--cpu-prof` and the like).
 */
export async function startServer(
  env: Record<string, string>,
  extraFlags: string[] = [],
): Promise<ServerProcess> {
  buildServer();
  const server = spawn(process.execPath, serverArgs(extraFlags), {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /https?:\/\/[^\s]+:(\d+)/.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    server.once('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  const pid = server.pid!;
  return {
    base,
    pid,
    stop: async () => {
      if (server.exitCode === null) process.kill(pid, 'SIGTERM');
      await exited;
    },
  };
}

/** A bearer token for this login, asked as the cabinet's client asks (CSRF cookie, then token). */
export async function loginTo(
  base: string,
  login: string,
  password: string,
): Promise<Record<string, string>> {
  const csrfRes = await fetch(`${base}/api/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrfRes.headers.get('set-cookie') ?? '')![1]!;
  const csrfHeaders = { 'x-xsrf-token': decodeURIComponent(xsrf), cookie: `XSRF-TOKEN=${xsrf}` };
  const res = await fetch(`${base}/api/sanctum/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrfHeaders },
    body: JSON.stringify({ login, password }),
  });
  const body = (await res.json()) as { token?: string; data?: { token?: string } };
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { ...csrfHeaders, authorization: `Bearer ${token}` };
}
