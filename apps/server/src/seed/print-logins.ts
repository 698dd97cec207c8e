import type { SeededLogin } from './demo.js';

/** The one place generated passwords are shown: the operator's terminal, never the log. */
export function printLogins(logins: SeededLogin[], url: string): void {
  if (logins.length === 0) return;
  const width = Math.max(...logins.map((l) => l.login.length));
  const lines = logins.map((l) => `  ${l.login.padEnd(width)}  ${l.password}  (${l.group})`);
  process.stdout.write(
    `\nDemo data created. Sign in at ${url}/login with one of these (shown once, keep them):\n${lines.join('\n')}\n\n`,
  );
}
