import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { formInputSchema, MessageKey, type Service } from '@cabinet/contract';
import type { Database } from '../../core/db/schema.js';
import type { Calendar } from '../../core/calendar.js';
import type { Caller } from '../../core/auth/current-user.js';
import { HttpError, notFound } from '../../core/http/errors.js';
import { InputError } from '../../core/http/validation.js';
import { assignmentOn } from '../../core/pricing/index.js';
import { callBuiltin, isBuiltin } from './demo-sources.js';
import { isStaff } from '../../core/auth/scope.js';
import type { UsageRequest } from '../../core/usage-request.js';

const UPSTREAM_TIMEOUT_MS = 15_000;

/** A call as the register records it. */
export type CalledRequest = UsageRequest;

/**
 * Records a call as the caller's request, priced as ingested usage is (the app hands in the usage
 * feature's recording, so that services need not import it).
 */
export type RecordCall = (
  request: CalledRequest,
) => Promise<{ amountMinor: number; packageId: number | null }>;

async function callUpstream(
  upstream: string | null,
  input: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  if (!upstream) return { status: 502, body: { message: 'the service has no upstream address' } };
  if (isBuiltin(upstream)) return callBuiltin(upstream, input);
  try {
    const res = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a non-JSON answer is kept as text
    }
    return { status: res.status, body };
  } catch (error) {
    return {
      status: 504,
      body: { message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * Calls a service on the caller's behalf from its input form and records the call as the caller's
 * request, through the same path as ingested usage. The caller needs the service assigned (to
 * itself or its partner) today; staff may call any active service to try it.
 */
export async function callService(
  db: Kysely<Database>,
  calendar: Calendar,
  caller: Caller,
  service: Service | undefined,
  rawInput: unknown,
  now: Date,
  recordCall: RecordCall,
) {
  const day = calendar.dayOf(now);
  // A code not given to the caller and one that exists nowhere get the same 403 (codes cannot be
  // probed); staff learn that it is missing.
  if (!isStaff(caller) && !(service && (await assignmentOn(db, caller, service.id, day))))
    throw new HttpError(403, MessageKey.serviceNotAvailable);
  if (!service) throw notFound(MessageKey.serviceNotFound);
  if (service.status !== 'active') throw new HttpError(422, MessageKey.serviceDisabled);
  const parsed = formInputSchema(service.form).safeParse(rawInput, { reportInput: true });
  if (!parsed.success) throw new InputError(parsed.error.issues, 'input');
  const input = parsed.data as Record<string, unknown>;

  const started = performance.now();
  const answer = await callUpstream(service.upstreamUrl ?? null, input);
  const durationMs = Math.round(performance.now() - started);
  const requestId = crypto.randomUUID();
  const firstField = service.form[0]?.name;
  const status = answer.status >= 200 && answer.status < 300 ? 'success' : 'error';
  const recorded = await recordCall({
    requestId,
    userId: caller.id,
    serviceId: service.id,
    requestedAt: now.toISOString(),
    status,
    httpStatus: answer.status,
    durationMs,
    subject: firstField ? String(input[firstField] ?? '').slice(0, 255) : '',
    requestPayload: JSON.stringify(input),
    responsePayload: JSON.stringify(answer.body),
  });
  return {
    requestId,
    status,
    httpStatus: answer.status,
    durationMs,
    response: answer.body,
    amountMinor: recorded.amountMinor,
    coveredByPackage: recorded.packageId !== null,
  } as const;
}
