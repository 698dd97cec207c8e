import type { LightMyRequestResponse } from 'fastify';
import { ErrorBody } from '@cabinet/contract';

/** An answer kept for the checks that run over all of them. */
export interface Answer {
  label: string;
  url: string;
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
}

export const keep = (label: string, url: string, res: LightMyRequestResponse): Answer => ({
  label,
  url,
  status: res.statusCode,
  headers: res.headers,
  body: res.body,
});

/** What no answer may ever carry: password hashes (argon2 and bcrypt's), stack frames. */
const FORBIDDEN_PATTERNS: Array<[string, RegExp]> = [
  ['a password hash', /\$argon2(id|i|d)\$|\$2[aby]\$\d\d\$/],
  ['a stack trace', /\n\s+at |\bat [^\s]+ \([^)]*:\d+:\d+\)|node_modules\//],
];

/** Token secrets (43 base64url characters) and their stored SHA-256 (64 hex digits). */
const TOKEN_LIKE = /[A-Za-z0-9_-]{43}|[0-9a-f]{64}/g;

/**
 * Problems of one answer with secrets: hashes, stack traces, the app's secret, or any of the
 * given token secrets and hashes.
 */
export function secretsIn(
  answer: Answer,
  appSecret: string,
  tokenSecrets: ReadonlySet<string>,
): string[] {
  const problems = FORBIDDEN_PATTERNS.filter(([, pattern]) => pattern.test(answer.body)).map(
    ([what]) => what,
  );
  if (answer.body.includes(appSecret)) problems.push('the app secret');
  for (const [candidate] of answer.body.matchAll(TOKEN_LIKE))
    if (tokenSecrets.has(candidate)) problems.push('a token');
  return problems.map((what) => `${answer.label}: ${what}`);
}

/**
 * The headers every answer carries: a CSP with same-origin scripts and no framing, nosniff, the
 * referrer policy, no caching of API answers, and no CORS grant to a foreign origin.
 */
export function headerProblems(answer: Answer): string[] {
  const h = answer.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const problems: string[] = [];
  // Scripts from this origin only, no plugins; or nothing at all (the router's own refusals).
  const scripts =
    (/script-src 'self'(;|$)/.test(csp) && csp.includes("object-src 'none'")) ||
    (/default-src 'none'(;|$)/.test(csp) && !csp.includes('script-src'));
  if (!scripts) problems.push(`CSP lets in more scripts: ${csp}`);
  if (!csp.includes("frame-ancestors 'none'")) problems.push('CSP without frame-ancestors none');
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (h['x-frame-options'] !== 'DENY') problems.push('framing allowed');
  if (h['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push('referrer policy');
  if (answer.url.startsWith('/api/') && h['cache-control'] !== 'no-store')
    problems.push(`cache-control ${String(h['cache-control'])}`);
  if (h['access-control-allow-origin'] !== undefined) problems.push('CORS open to a foreign site');
  for (const cookie of [h['set-cookie'] ?? []].flat()) {
    const name = cookie.split('=')[0];
    if (name !== 'XSRF-TOKEN') problems.push(`unexpected cookie ${name}`);
    if (!/;\s*SameSite=Lax/i.test(cookie) || !/;\s*Path=\/(;|$)/i.test(cookie))
      problems.push(`cookie attributes: ${cookie}`);
  }
  return problems.map((what) => `${answer.label}: ${what}`);
}

/** A refusal must be in the contract's error shape. */
export function shapeProblem(answer: Answer): string | undefined {
  if (answer.status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `${answer.label}: ${answer.status} without a JSON body: ${answer.body.slice(0, 200)}`;
  }
  const result = ErrorBody.safeParse(parsed);
  return result.success
    ? undefined
    : `${answer.label}: ${answer.status} not in the error shape: ${answer.body.slice(0, 200)}`;
}
