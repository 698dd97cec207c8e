import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EXPORT_SETTLED_EVENT,
  exportFileName,
  type ExportPending,
  type RegisterOutcome,
} from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { onPrivateEvent } from '../../../lib/private-events';
import { ExportFailed, runExport } from '../transfer/export-protocol';
import { askExport } from '../transfer/downloads';
import { paceBase, secondsLeft, type RowsAt } from '../transfer/export-estimate';
import { saveFile } from '../transfer/save-file';

export interface ExportRange {
  userId: number;
  serviceId: number;
  startDate: string;
  endDate: string;
  /** Only the requests of this outcome (the register's filter). */
  status?: RegisterOutcome | undefined;
}

export const exportPath = ({ userId, serviceId, startDate, endDate, status }: ExportRange) =>
  `/api/requests/download/${userId}/${serviceId}/${startDate}/${endDate}${status ? `?status=${status}` : ''}`;
export const chunkPath = ({ userId, serviceId, startDate, endDate }: ExportRange) =>
  `/api/requests/download-chunk/${userId}/${serviceId}/${startDate}/${endDate}`;

export type ExportPhase = 'closed' | 'running' | 'failed';

export interface ExportView {
  phase: ExportPhase;
  /** The job's last answer (progress, rows written of total, chunk size), once one came. */
  pending?: ExportPending;
  /** The time left at the pace so far, once there is a pace. */
  secondsLeft?: number;
  error?: string;
}

const closed: ExportView = { phase: 'closed' };

/**
 * The register's CSV export (spec sections 4 and 8): asks until the file comes, shows the job's
 * progress, saves the file under the server's name; cancellable. A failure is alerted; the dialog
 * stays open on it only when the range can still be fetched in parts.
 */
export function useCsvExport(range: ExportRange) {
  const { t } = useTranslation('documents');
  const [view, setView] = useState<ExportView>(closed);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setView({ phase: 'running' });
    const fallbackName = exportFileName({ ...range, outcome: range.status });
    let base: RowsAt = { at: Date.now(), rows: 0 };
    try {
      const file = await runExport({
        ask: (signal) => askExport(exportPath(range), fallbackName, signal),
        fallbackMessage: t('documents.exportFailed'),
        onSettled: (heard) => onPrivateEvent(EXPORT_SETTLED_EVENT, heard),
        signal: own.signal,
        onPending: (pending) => {
          const now = Date.now();
          base = paceBase(base, pending, now);
          const left = secondsLeft(base, pending, now);
          setView((current) => ({ ...current, phase: 'running', pending, secondsLeft: left }));
        },
      });
      saveFile(file.blob, file.fileName);
      notify({ type: 'positive', message: t('saved', { name: file.fileName }) });
      setView(closed);
    } catch (error) {
      if (own.signal.aborted) return;
      if (isHttpError(error) && error.isAuthFailure) return setView(closed);
      const message = error instanceof Error ? error.message : t('documents.exportFailed');
      notify({ type: 'negative', message });
      setView((current) => {
        const pending =
          error instanceof ExportFailed ? (error.pending ?? current.pending) : current.pending;
        const parts = pending && pending.total > pending.chunkSize;
        return parts ? { ...current, phase: 'failed', pending, error: message } : closed;
      });
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, [range, t]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setView(closed);
  }, []);

  return { view, start, cancel };
}
