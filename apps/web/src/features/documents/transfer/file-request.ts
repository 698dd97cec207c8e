import { ExportPending } from '@cabinet/contract';
import { readCsrfToken, readToken, renewToken } from '../../../lib/cookies';
import { fetchCsrfCookie, HttpError, type Query } from '../../../lib/http';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { sessionExpired } from '../../../lib/session';
import { fileNameFrom } from './content-disposition';
import type { DownloadedFile, ExportAnswer } from './export-protocol';

/*
 * The shared client reads every answer as JSON or text; files need the raw body and headers. These
 * calls send what it sends (bearer token, credentials, language, CSRF for unsafe methods) and
 * follow the same session rule for 401/419.
 */

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The headers of an API call; for unsafe methods the CSRF cookie is fetched first. */
export async function apiHeaders(unsafe: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: '*/*', 'Accept-Language': currentLanguage() });
  if (unsafe) {
    await fetchCsrfCookie();
    const xsrf = readCsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** The error of a failed answer, in the shape the shared client throws. */
export function errorOf(status: number, statusText: string, text: string): HttpError {
  let payload: { message?: unknown; errors?: unknown } = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null) payload = parsed;
  } catch {
    // not JSON: the status text speaks
  }
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : statusText || `HTTP ${status}`;
  const errors =
    typeof payload.errors === 'object' && payload.errors !== null
      ? (payload.errors as Record<string, string[]>)
      : {};
  const error = new HttpError(status, message, errors);
  if (error.isAuthFailure) sessionExpired(error);
  return error;
}

/** A GET whose successful answer is returned as it is; failures throw HttpError. */
export async function getRaw(path: string, query?: Query, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method: 'GET',
      headers: await apiHeaders(false),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, i18n.t('errors.network'));
  }
  if (!response.ok) throw errorOf(response.status, response.statusText, await response.text());
  if (readToken()) renewToken();
  return response;
}

async function fileOf(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** A file from the API, with the name the server gave it. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  return fileOf(await getRaw(path, options.query, options.signal), fallbackName);
}

/** One call of the CSV export address: the job's state as JSON, or the file itself. */
export async function askExport(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<ExportAnswer> {
  const response = await getRaw(path, undefined, signal);
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status === 202 || type.includes('application/json')) {
    const pending = ExportPending.safeParse(await response.json());
    if (!pending.success)
      throw new HttpError(response.status, i18n.t('documents.exportFailed', { ns: 'documents' }));
    return { kind: 'pending', pending: pending.data };
  }
  return { kind: 'file', file: await fileOf(response, fallbackName) };
}
