import { spawn } from 'node:child_process';
import { scriptArgs, SERVER_DIR } from './processes.js';

export interface CabinetProcess {
  url: string;
  pid: number;
  output(): string;
  /** The exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  running(): boolean;
}

/**
 * The built server as its own process, run by node itself (not under npm), so that a signal
 * reaches the server and its exit code is the server's.
 */
export async function startCabinet(
  env: Record<string, string>,
  startMs = 90_000,
): Promise<CabinetProcess> {
  const child = spawn(process.execPath, scriptArgs('main'), {
    cwd: SERVER_DIR,
    env: { ...process.env, SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start in ${startMs / 1000} s:\n${output}`)),
      startMs,
    );
    const collect = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Cabinet is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited while starting:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Signs in through the API as the client does (CSRF cookie, then the token) and answers a fetch with the bearer. */
export async function signInOver(url: string, login: string, password: string) {
  const cookieRes = await fetch(`${url}/api/sanctum/csrf-cookie`);
  const csrf = decodeURIComponent(
    /XSRF-TOKEN=([^;]+)/.exec(cookieRes.headers.get('set-cookie') ?? '')?.[1] ?? '',
  );
  const res = await fetch(`${url}/api/sanctum/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': csrf,
      cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
    },
    body: JSON.stringify({ login, password }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed with ${res.status}`);
  return (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });
}
