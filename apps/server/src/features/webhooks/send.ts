import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, refusedLiteral, type AddressPolicy } from './address-guard.js';

export interface SignedPost {
  url: string;
  /** The `webhook-id`: the same on every attempt at one message. */
  messageId: string;
  payload: string;
  /** The current secret first; during a rotation's overlap, the previous one too. */
  secrets: string[];
  policy: AddressPolicy;
  timeoutMs: number;
}

export interface PostResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** No answer came within the time allowed (what the circuit breaker counts). */
  timedOut: boolean;
  error: string | null;
}

/**
 * The Standard Webhooks headers: `webhook-signature` carries one `v1,…` signature per secret,
 * space-separated, so a receiver holding either secret accepts the message. The timestamp is the
 * wall clock's: receivers check it against theirs to refuse replays.
 */
export function signedHeaders(messageId: string, payload: string, secrets: string[]) {
  const timestamp = new Date();
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(messageId, timestamp, payload))
      .join(' '),
  };
}

/** Only the first bytes of an answer are read: receivers should answer quickly and briefly. */
const ANSWER_LIMIT = 64 * 1024;

/**
 * One POST of a signed message. 2xx is success; anything else, a redirect included, a refused
 * address, a timeout or a broken connection is a failure with its reason. The connection goes to
 * the address that was checked (see `guardedLookup`), never to one resolved again later.
 */
export async function postSigned(post: SignedPost): Promise<PostResult> {
  const url = new URL(post.url);
  const start = performance.now();
  const elapsed = () => Math.round(performance.now() - start);
  const refused = refusedLiteral(post.policy, url);
  if (refused !== undefined)
    return {
      ok: false,
      statusCode: null,
      durationMs: 0,
      timedOut: false,
      error: `refused: ${refused} is not a public address`,
    };
  const body = Buffer.from(post.payload, 'utf8');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    let timedOut = false;
    const finish = (result: Omit<PostResult, 'durationMs' | 'timedOut'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...result, timedOut, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(post.policy),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'cabinet-webhooks/1',
          ...signedHeaders(post.messageId, post.payload, post.secrets),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_LIMIT) response.destroy();
        });
        const done = () =>
          finish({
            ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
            statusCode,
            error: null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const deadline = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error(`no answer within ${post.timeoutMs} ms`));
    }, post.timeoutMs);
    request.on('error', (error) =>
      finish({ ok: false, statusCode: null, error: error.message || String(error) }),
    );
    request.end(body);
  });
}
