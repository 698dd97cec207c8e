import { ExportPending } from '@cabinet/contract';
import { HttpError, type Query } from '../../../lib/http';
import { DownloadCut, getFile, type FileAnswer } from '../../../lib/http/files';
import { i18n } from '../../../lib/i18n';
import type { DownloadedFile, ExportAnswer } from './export-protocol';

/** A file from the API, with the name the server gave it, else `fallbackName`. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const { blob, fileName } = await getFile(path, options);
  return { blob, fileName: fileName ?? fallbackName };
}

/**
 * One call of the CSV export address: the job's state as JSON, the file itself, or the file cut
 * off on its way (the connection dropped), which the next call asks for again.
 */
export async function askExport(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<ExportAnswer> {
  let answer: FileAnswer;
  try {
    answer = await getFile(path, { signal });
  } catch (error) {
    if (error instanceof DownloadCut) return { kind: 'cut' };
    throw error;
  }
  if (answer.status === 202 || answer.contentType.includes('application/json')) {
    const pending = ExportPending.safeParse(JSON.parse(await answer.blob.text()));
    if (!pending.success) throw new HttpError(answer.status, i18n.t('documents.exportFailed'));
    return { kind: 'pending', pending: pending.data };
  }
  return { kind: 'file', file: { blob: answer.blob, fileName: answer.fileName ?? fallbackName } };
}
