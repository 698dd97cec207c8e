import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../src/lib/cookies';
import { configureHttp, HttpError, onTokenRenewed, resetHttp } from '../../src/lib/http';
import { DownloadCut, getFile, uploadForm } from '../../src/lib/http/files';
import { fileNameFrom } from '../../src/lib/http/file-name';

describe('file names from Content-Disposition', () => {
  it('reads a plain, a quoted and an escaped name', () => {
    expect(fileNameFrom('attachment; filename=requests_2026-11-01_2026-11-22.csv')).toBe(
      'requests_2026-11-01_2026-11-22.csv',
    );
    expect(fileNameFrom('attachment; filename="a; b.pdf"')).toBe('a; b.pdf');
    expect(fileNameFrom('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('prefers filename* (RFC 8187) and decodes UTF-8 and Latin-1', () => {
    expect(
      fileNameFrom(
        'attachment; filename="Otchet_noyabr_2026.pdf"; filename*=UTF-8\'\'%D0%9E%D1%82%D1%87%D1%91%D1%82_%D0%BD%D0%BE%D1%8F%D0%B1%D1%80%D1%8C_2026.pdf',
      ),
    ).toBe('Отчёт_ноябрь_2026.pdf');
    expect(fileNameFrom("attachment; FILENAME*=iso-8859-1'en'%E9t%E9.txt")).toBe('été.txt');
  });

  it('names nothing when the header is malformed (the caller’s name is used)', () => {
    expect(
      fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.pdf"),
    ).toBeUndefined();
    expect(fileNameFrom("attachment; filename*=koi8-r''%F0; filename=x.pdf")).toBeUndefined();
    expect(fileNameFrom('attachment; filename=a b.pdf')).toBeUndefined();
  });

  it('gives a bare, safe name or nothing', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFrom('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameFrom('attachment; filename=".."')).toBeUndefined();
    expect(fileNameFrom('attachment')).toBeUndefined();
    expect(fileNameFrom(null)).toBeUndefined();
  });
});

describe('file calls go through the one client', () => {
  let calls: { url: string; init: RequestInit }[];
  let answer: () => Response;

  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return answer();
      }),
    );
    configureHttp({ language: () => 'kk' });
  });

  afterEach(() => {
    resetHttp();
    vi.unstubAllGlobals();
  });

  it('a file comes with its bytes, name, status and type; the call renews the token', async () => {
    writeToken('7|secret');
    const renewed = vi.fn();
    const stop = onTokenRenewed(renewed);
    answer = () =>
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': "attachment; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82.pdf",
        },
      });
    const file = await getFile('/api/files/9/download/', { query: { t: 1 } });
    stop();
    expect(file).toMatchObject({ fileName: 'Отчёт.pdf', status: 200 });
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/files/9/download/?t=1');
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer 7|secret');
    expect(headers.get('Accept-Language')).toBe('kk');
    expect(renewed).toHaveBeenCalledOnce();
  });

  it('a file cut off before its end is a DownloadCut (status 0), not a file', async () => {
    configureHttp({ networkErrorMessage: () => 'Сервер недоступен' });
    answer = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('a;b\n1;2\n'));
            controller.error(new TypeError('network error'));
          },
        }),
        { headers: { 'Content-Type': 'text/csv; charset=utf-8' } },
      );
    const cut = await getFile('/api/requests/download/1/2/2026-11-01/2026-11-22').catch(
      (error: unknown) => error,
    );
    expect(cut).toBeInstanceOf(DownloadCut);
    expect(cut).toMatchObject({ status: 0, message: 'Сервер недоступен' });
  });

  it.each([401, 419])('a %s follows the session rule', async (status) => {
    const onAuthFailure = vi.fn();
    configureHttp({ onAuthFailure });
    answer = () =>
      new Response(JSON.stringify({ success: false, message: 'no', errors: {} }), { status });
    await expect(getFile('/api/files/9/download/')).rejects.toMatchObject({ status });
    expect(onAuthFailure).toHaveBeenCalledWith(expect.objectContaining({ status }));
  });

  it('a 503 leads to the maintenance page, as any call does', async () => {
    const onUnavailable = vi.fn();
    configureHttp({ onUnavailable });
    answer = () =>
      new Response(JSON.stringify({ success: false, message: 'Обновляем', errors: {} }), {
        status: 503,
      });
    await expect(getFile('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(onUnavailable).toHaveBeenCalledOnce();
  });
});

describe('uploads go through the one client', () => {
  class FakeRequest {
    static last: FakeRequest | undefined;
    status = 0;
    statusText = '';
    responseText = '';
    headers: Record<string, string> = {};
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    withCredentials = false;
    url = '';
    constructor() {
      FakeRequest.last = this;
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return null;
    }
    send() {}
    abort() {
      this.onabort?.();
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
        return new Response(null, { status: 204 });
      }),
    );
  });

  afterEach(() => {
    resetHttp();
    vi.unstubAllGlobals();
  });

  it('sends the CSRF echo and the token, reports progress and renews on success', async () => {
    writeToken('7|secret');
    const renewed = vi.fn();
    const stop = onTokenRenewed(renewed);
    const progress: number[] = [];
    const run = uploadForm('/api/users/3/documents', new FormData(), (f) => progress.push(f));
    await vi.waitFor(() => expect(FakeRequest.last?.url).toBe('/api/users/3/documents'));
    const xhr = FakeRequest.last!;
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-xsrf-token']).toBe('csrf-1');
    expect(xhr.headers.authorization).toBe('Bearer 7|secret');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    xhr.answer(201, { success: true, data: { id: 5 } });
    await expect(run).resolves.toEqual({ success: true, data: { id: 5 } });
    stop();
    expect(progress).toEqual([0.25]);
    expect(renewed).toHaveBeenCalledOnce();
  });

  it('a refusal is an HttpError; 401 follows the session rule, 503 the maintenance rule', async () => {
    const onAuthFailure = vi.fn();
    const onUnavailable = vi.fn();
    configureHttp({ onAuthFailure, onUnavailable });
    for (const status of [401, 503]) {
      const before = FakeRequest.last;
      const outcome = uploadForm('/api/users/3/documents', new FormData(), () => undefined).catch(
        (error: unknown) => error,
      );
      await vi.waitFor(() => expect(FakeRequest.last).not.toBe(before));
      FakeRequest.last!.answer(status, { success: false, message: 'Нет', errors: {} });
      expect(await outcome).toMatchObject({ status, message: 'Нет' });
    }
    expect(onAuthFailure).toHaveBeenCalledOnce();
    expect(onUnavailable).toHaveBeenCalledOnce();
  });
});
