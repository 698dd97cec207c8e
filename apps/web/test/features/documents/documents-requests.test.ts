import { afterEach, describe, expect, it, vi } from 'vitest';
import { askExport, downloadFile } from '../../../src/features/documents/transfer/downloads';
import { formatSize, periodText } from '../../../src/features/documents/period';
import { HttpError } from '../../../src/lib/http';

const respond = (body: BodyInit, init: ResponseInit) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, init));

afterEach(() => vi.restoreAllMocks());

describe('file calls', () => {
  it('reads a 202 answer as the export’s state', async () => {
    const fetch = respond(
      JSON.stringify({
        success: false,
        status: 'queued',
        progress: 0,
        message: 'В очереди',
        total: 0,
        chunkSize: 100000,
      }),
      { status: 202, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
    );
    document.cookie = 'token=1|secret; path=/';
    const answer = await askExport('/api/requests/download/5/2/2026-11-01/2026-11-22', 'x.csv');
    expect(answer).toMatchObject({ kind: 'pending', pending: { status: 'queued' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/requests/download/5/2/2026-11-01/2026-11-22');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer 1|secret');
    expect(init?.credentials).toBe('include');
  });

  it('reads a 200 CSV as the file, named by the server', async () => {
    respond('\uFEFFrequestId;status\nr1;success\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename=requests_2026-11-01_2026-11-22.csv',
      },
    });
    const answer = await askExport('/api/requests/download/5/2/2026-11-01/2026-11-22', 'x.csv');
    expect(answer.kind).toBe('file');
    if (answer.kind !== 'file') return;
    expect(answer.file.fileName).toBe('requests_2026-11-01_2026-11-22.csv');
    expect(await answer.file.blob.text()).toContain('r1;success');
  });

  it('uses the fallback name when the server gives none, and sends the query', async () => {
    const fetch = respond('a', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    const file = await downloadFile('/api/requests/download-chunk/5/2/a/b', 'part2.csv', {
      query: { offset: 100000, limit: 100000 },
    });
    expect(file.fileName).toBe('part2.csv');
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/requests/download-chunk/5/2/a/b?offset=100000&limit=100000',
    );
  });

  it('turns a refusal into HttpError with the server’s message and field errors', async () => {
    respond(
      JSON.stringify({
        success: false,
        message: 'Период не длиннее 366 дней',
        errors: { endDate: ['Период не длиннее 366 дней'] },
      }),
      { status: 422, headers: { 'Content-Type': 'application/json' } },
    );
    const error = await downloadFile('/api/x', 'x').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).message).toBe('Период не длиннее 366 дней');
    expect((error as HttpError).fieldErrors.endDate).toEqual(['Период не длиннее 366 дней']);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await downloadFile('/api/x', 'x').catch((failure: unknown) => failure);
    expect((error as HttpError).status).toBe(0);
  });
});

describe('document periods and sizes', () => {
  it('names a whole month by its name, other ranges by their days', () => {
    const month = { year: 2026, month: 10 };
    expect(periodText({ ...month, periodStart: '2026-10-01', periodEnd: '2026-10-31' }, 'ru')).toBe(
      'Октябрь 2026',
    );
    expect(periodText({ ...month, periodStart: '2026-10-01', periodEnd: '2026-10-15' }, 'ru')).toBe(
      '01.10.2026 – 15.10.2026',
    );
    expect(periodText({ ...month, periodStart: '2026-10-05', periodEnd: '2026-10-05' }, 'ru')).toBe(
      '05.10.2026',
    );
  });

  it('writes sizes in the locale', () => {
    expect(formatSize(512, 'en-US')).toBe('512 byte');
    expect(formatSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatSize(3 * 1024 * 1024, 'ru-RU')).toMatch(/^3 МБ$/);
  });
});
