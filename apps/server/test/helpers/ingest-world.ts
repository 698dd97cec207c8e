import { expect } from 'vitest';
import type { Session } from './session.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface IngestWorld {
  t: TestApp;
  admin: Session;
  /** A partner's integrator, sending records for the partner. */
  integrator: Session;
  /** The partner the records are for. */
  userId: number;
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
  return { t, admin, integrator, userId: partner.id };
}
