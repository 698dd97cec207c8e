import { call, errorFrom, failed, headersFor, succeeded, unreachable, urlOf } from './client';
import type { Query } from './client';
import { fileNameFrom } from './file-name';
import { HttpError } from './http-error';

/**
 * A file whose answer began but was cut off before its end (the connection dropped): status 0 and
 * the user's words for a server out of reach, not the browser's own "network error".
 */
export class DownloadCut extends HttpError {
  override name = 'DownloadCut';
  constructor() {
    super(0, unreachable().message);
  }
}

const cutOff = (error: unknown): never => {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new DownloadCut();
};

/** A file answer: its bytes, the name the server gave it (if any), its status and type. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | undefined;
  status: number;
  contentType: string;
}

/** A GET whose answer is a file; sent, refused and renewed as every other call. */
export async function getFile(
  path: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<FileAnswer> {
  const response = await call('GET', path, options, '*/*');
  return {
    blob: await response.blob().catch(cutOff),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? '',
  };
}

/**
 * POSTs a multipart form with upload progress (0–1), which fetch cannot report and
 * XMLHttpRequest can; headers, failures and renewal as every other call. Resolves with the
 * answer's JSON.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const headers = await headersFor('POST', 'application/json');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path));
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = jsonOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        succeeded();
        resolve(body as T);
        return;
      }
      const error = errorFrom(
        xhr.status,
        xhr.statusText,
        body,
        xhr.getResponseHeader('Retry-After'),
      );
      reject(failed(error));
    };
    xhr.onerror = () => reject(unreachable());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Hands a downloaded file to the browser to save under `fileName` (Blob + object URL). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A POST with a JSON body whose answer is a file (a CSV of what the body asked for). */
export async function postFile(path: string, body: unknown): Promise<FileAnswer> {
  const response = await call('POST', path, { body }, '*/*');
  return {
    blob: await response.blob().catch(cutOff),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? '',
  };
}
