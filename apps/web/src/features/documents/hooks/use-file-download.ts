import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import type { DownloadedFile } from '../transfer/export-protocol';
import { saveFile } from '../transfer/save-file';

/** The alert of a failed download: the server's message, framed as the caller wants. */
export function failureText(error: unknown): string {
  if (isHttpError(error) || error instanceof Error) return error.message;
  return String(error);
}

/**
 * Runs downloads one key at a time (a row, a part): `busy(key)` while it runs, the file saved under
 * the server's name, a failure alerted with its message (through `frame`, e.g. «Ошибка: …»).
 */
export function useFileDownload(frame: (message: string) => string = (message) => message) {
  const { t } = useTranslation('documents');
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const download = useCallback(
    async (key: string, fetchFile: () => Promise<DownloadedFile>) => {
      setRunning((current) => new Set(current).add(key));
      try {
        const file = await fetchFile();
        saveFile(file.blob, file.fileName);
        notify({ type: 'positive', message: t('saved', { name: file.fileName }) });
      } catch (error) {
        if (isHttpError(error) && error.isAuthFailure) return;
        notify({ type: 'negative', message: frame(failureText(error)) });
      } finally {
        if (mounted.current)
          setRunning((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
      }
    },
    [frame, t],
  );

  const busy = useCallback((key: string) => running.has(key), [running]);
  return { download, busy };
}
