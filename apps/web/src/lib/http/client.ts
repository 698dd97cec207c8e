import { readCsrfToken, readToken, renewToken } from '../cookies';
import { HttpError } from './http-error';
import { parseAnswer, type AnswerSchema } from './parse-answer';

export interface HttpSettings {
  /** Prefix of every path; empty for the same origin. */
  baseUrl: string;
  /** Sent as Accept-Language so that server messages come in the UI language. */
  language: () => string;
  /** Called on 401 and 419 unless the request opted out with `handleAuthFailure: false`. */
  onAuthFailure: (error: HttpError) => void;
  /** Text of the error thrown when the server cannot be reached. */
  networkErrorMessage: () => string;
  /** Called on 503: the server is in maintenance mode. */
  onUnavailable: (error: HttpError) => void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T = unknown> {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** `false` leaves a 401/419 to the caller (the guard's own user fetch). */
  handleAuthFailure?: boolean;
  /** The contract's schema of the answer: checked, and its parsed value returned. */
  schema?: AnswerSchema<T>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const CSRF_COOKIE_PATH = '/api/sanctum/csrf-cookie';
const UNSAFE_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

const defaults: HttpSettings = {
  baseUrl: '',
  language: () => document.documentElement.lang || 'ru',
  onAuthFailure: () => undefined,
  networkErrorMessage: () => 'The server cannot be reached',
  onUnavailable: () => undefined,
};
let settings: HttpSettings = { ...defaults };

export function configureHttp(changes: Partial<HttpSettings>): void {
  settings = { ...settings, ...changes };
}

export function resetHttp(): void {
  settings = { ...defaults };
  csrfRequest = undefined;
}

export function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${settings.baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** The error of a call that never reached the server. */
export const unreachable = () => new HttpError(0, settings.networkErrorMessage());

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachable();
  }
}

let csrfRequest: Promise<void> | undefined;

/** Sanctum's SPA protocol: fetch the XSRF-TOKEN cookie first; concurrent callers share one fetch. */
export function fetchCsrfCookie(): Promise<void> {
  csrfRequest ??= send(urlOf(CSRF_COOKIE_PATH), {
    method: 'GET',
    headers: { Accept: 'application/json' },
  })
    .then((response) => {
      if (!response.ok) throw new HttpError(response.status, response.statusText);
    })
    .finally(() => {
      csrfRequest = undefined;
    });
  return csrfRequest;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error of a failed answer: the server's message and field errors, else the status text. */
export function errorFrom(
  status: number,
  statusText: string,
  body: unknown,
  retryAfterHeader: string | null = null,
): HttpError {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : statusText || `HTTP ${status}`;
  const errors =
    typeof payload.errors === 'object' && payload.errors !== null
      ? (payload.errors as Record<string, string[]>)
      : {};
  const retryAfter = Number(retryAfterHeader);
  return new HttpError(
    status,
    message,
    errors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** A failed call: the session rule for 401/419 (unless opted out), the maintenance rule for 503. */
export function failed(error: HttpError, handleAuthFailure = true): HttpError {
  if (error.isAuthFailure && handleAuthFailure) settings.onAuthFailure(error);
  if (error.status === 503) settings.onUnavailable(error);
  return error;
}

/** A successful call with a token: the server slid its idle expiry, and the cookie follows it. */
export function succeeded(): void {
  if (!renewToken()) return;
  for (const listener of renewalListeners) listener();
}

/**
 * What every call sends: the language, the bearer token from the `token` cookie, and for unsafe
 * methods the CSRF cookie, fetched first and echoed in X-XSRF-TOKEN.
 */
export async function headersFor(method: Method, accept: string): Promise<Headers> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': settings.language() });
  if (UNSAFE_METHODS.has(method)) {
    await fetchCsrfCookie();
    const xsrf = readCsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** One call to the API, credentials included; its successful answer as it came. */
export async function call(
  method: Method,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers = await headersFor(method, accept);
  const init: RequestInit = { method, headers, signal: options.signal };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  const response = await send(urlOf(path, options.query), init);
  if (!response.ok) {
    const error = errorFrom(
      response.status,
      response.statusText,
      await readBody(response),
      response.headers.get('Retry-After'),
    );
    throw failed(error, options.handleAuthFailure !== false);
  }
  succeeded();
  return response;
}

/**
 * One JSON call. Throws HttpError on failure; with a `schema`, an answer of another shape throws
 * MalformedAnswer instead of passing on as a silently wrong value.
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const body = await readBody(await call(method, path, options, 'application/json'));
  return options.schema ? parseAnswer(options.schema, body, `${method} ${path}`) : (body as T);
}

const renewalListeners = new Set<() => void>();

/** Calls `listener` after each successful call with a token (the server slid its idle expiry). */
export function onTokenRenewed(listener: () => void): () => void {
  renewalListeners.add(listener);
  return () => renewalListeners.delete(listener);
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};
