import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementResponse } from '@cabinet/contract';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * Issue 41: answers the document left out. Each is checked against a real answer where the test
 * can make one, and the document is read for it.
 */

type Response = { content?: Record<string, { schema: { $ref?: string } }> };
type Operation = {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { format?: string }> }> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
});
afterAll(() => t.close());

const operation = (path: string, method: string) => doc.paths[path]![method]!;

describe('the document states what the server answers', () => {
  it('the CSRF cookie: 204 with no body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const answers = operation('/api/sanctum/csrf-cookie', 'get').responses;
    expect(Object.keys(answers)).toContain('204');
    expect(Object.keys(answers)).not.toContain('200');
    expect(answers['204']!.content).toBeUndefined();
  });

  it('a channel the caller may not hear: 403', async () => {
    const { session } = await t.signedIn('Partner');
    const res = await session.call('POST', '/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: 'private-App.Models.User.999999',
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(operation('/broadcasting/auth', 'post').responses)).toContain('403');
  });

  it('the upload: a multipart body of year, month, title and the file', () => {
    const body = operation('/api/users/{parentId}/documents', 'post').requestBody;
    const ref = body?.content['multipart/form-data']?.schema.$ref ?? '';
    const form = doc.components.schemas[ref.split('/').pop()!]!;
    expect(Object.keys(form.properties ?? {}).sort()).toEqual(['file', 'month', 'title', 'year']);
    expect(form.properties!.file!.format).toBe('binary');
  });

  it('Application 1 as JSON with ?format=json', async () => {
    const { session, user } = await t.signedIn('Partner');
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('partner_profiles')
      .values({
        ...{ user_id: user.id, company_name: 'ТОО «Пример»', tax_id: '000000000000' },
        ...{ contract_number: 'D-1', contract_date: '2026-01-01', legal_address: 'Алматы' },
        ...{ city: 'Алматы', phone: '', contact_email: user.email, bank_name: 'Банк' },
        ...{ iban: '', bic: '', created_at: now, updated_at: now },
      })
      .execute();
    const res = await session.get(`/api/reports/application1/${user.id}/2026/10?format=json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    StatementResponse.parse(res.json());
    const ok = operation('/api/reports/application1/{partnerId}/{year}/{month}', 'get').responses;
    expect(ok['200']!.content!['application/json']!.schema.$ref).toMatch(/StatementResponse$/);
    expect(Object.keys(ok['200']!.content!)).toContain('application/pdf');
  });

  it('a stored file: PDF, CSV, or the type an upload came with', () => {
    const ok = operation('/api/files/{id}/download', 'get').responses['200']!;
    expect(Object.keys(ok.content!)).toEqual(
      expect.arrayContaining(['application/pdf', 'text/csv', '*/*']),
    );
  });
});
