import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IngestBatch, IngestResult, Permission } from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { callerOf } from '../../../core/auth/guard.js';
import { partnerOf } from '../../../core/auth/scope.js';
import type { RequestOf } from '../../../core/http/route-request.js';
import { UsagePulse } from '../live/usage-pulse.js';
import { announceExhausted, ingest, type IntakeKept } from './intake.js';

const ingestSchema = {
  tags: ['usage'],
  summary: 'Ingest a batch of up to 1000 request records (idempotent per user and request id)',
  description:
    'Each record is accepted or refused on its own. A record names a user in the caller’s ' +
    'scope: its own partner and that partner’s users, or anybody for holders of ' +
    '`requests.ingest-all` (the provider’s integrators). Its time lies between 400 days ' +
    'before and 60 minutes after the server’s clock. A request id the user recorded before is ' +
    'a duplicate if sent with the same content (service, time, status, HTTP status, ' +
    'duration, subject, payloads), and refused (`conflict`) with other content. The batch ' +
    'and its sender’s receipt commit together: an error answer stored nothing.',
  body: IngestBatch,
  response: { 200: IngestResult },
};

/** What ingestion keeps between batches: the callers it knew, and the live usage it announces. */
interface Intake {
  deps: AppDeps;
  pulse: UsagePulse;
  kept: IntakeKept;
  keeping: { excerptChars: number; perSenderDay: number };
}

/** Usage records in: one route, its announcements to the live pages and the metrics. */
export const ingestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const pulse = new UsagePulse(deps.events, (error) =>
    app.log.warn({ err: error }, 'usage event not sent'),
  );
  app.addHook('onClose', async () => pulse.close());
  const intake: Intake = {
    deps,
    pulse,
    kept: { users: deps.callerCache(), services: deps.callerCache() },
    keeping: {
      excerptChars: deps.config.REJECTED_RECORD_EXCERPT_CHARS,
      perSenderDay: deps.config.REJECTED_KEPT_PER_SENDER_DAY,
    },
  };

  app.post(
    '/api/usage/requests',
    {
      schema: ingestSchema,
      config: {
        idempotent: true,
        access: { permission: Permission.requestsIngest },
        ability: 'usage:write',
      },
      bodyLimit: 40 * 1024 * 1024,
    },
    (request) => ingestBatch(intake, request),
  );
};

/** POST /api/usage/requests: each record accepted or refused on its own, with the receipt. */
async function ingestBatch(
  { deps, pulse, kept, keeping }: Intake,
  request: RequestOf<typeof ingestSchema>,
) {
  const caller = callerOf(request);
  const now = deps.clock.now();
  const result = await ingest(
    deps.db,
    deps.calendar,
    caller,
    { userId: caller.id, apiKeyId: request.apiKeyId, partnerId: partnerOf(caller) },
    keeping,
    now,
    request.body.records,
    request.lang,
    request.t,
    (packages) => announceExhausted(deps.domainEvents, packages),
    kept,
  );
  // Committed with its receipt: nothing from here on touches the database or may fail.
  deps.metrics.countIngestion(result);
  pulse.recorded(caller.id, result.accepted, result.recordedFor, now);
  deps.recordings.announce(result.recordedUsage);
  return {
    success: true as const,
    accepted: result.accepted,
    duplicates: result.duplicates,
    invalid: result.invalid.map(({ index, requestId, errors }) => ({ index, requestId, errors })),
  };
}
