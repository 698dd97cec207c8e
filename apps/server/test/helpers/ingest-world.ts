import { expect } from 'vitest';
import type { Session } from './session.js';
import { startTestApp, type TestApp } from './test-app.js';

/** A record as ingestion takes it, with whatever a test overrides or adds. */
export interface SentRecord extends Record<string, unknown> {
  requestId: string;
  userId: number;
  serviceCode: string;
  time: string;
}

export interface IngestWorld {
  t: TestApp;
  admin: Session;
  /** A partner's integrator, sending records for the partner. */
  integrator: Session;
  /** The partner the records are for. */
  userId: number;
  /** A valid record for the partner and the service, with a request id of its own. */
  record: (overrides?: Record<string, unknown>) => SentRecord;
}

/** An app with a service of the test's own (created through the API) and a partner's integrator. */
export async function startIngestWorld(code: string, name: string): Promise<IngestWorld> {
  const t = await startTestApp();
  const admin = (await t.signedIn('Admin')).session;
  const created = await admin.post('/api/services/create', {
    code,
    name,
    upstreamUrl: 'builtin:company-check',
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const partner = await t.user('Partner');
  const integrator = (await t.signedIn('Integrator', { parentId: partner.id })).session;
  let serial = 0;
  const record = (overrides: Record<string, unknown> = {}): SentRecord => ({
    requestId: `${code}-${++serial}`,
    userId: partner.id,
    serviceCode: code,
    time: '2026-11-01T10:00:00Z',
    status: 'success',
    httpStatus: 200,
    durationMs: 5,
    ...overrides,
  });
  return { t, admin, integrator, userId: partner.id, record };
}
