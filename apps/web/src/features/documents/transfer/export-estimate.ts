import type { ExportPending } from '@cabinet/contract';

/** Rows the job had written at a moment (ms since the epoch). */
export interface RowsAt {
  at: number;
  rows: number;
}

/**
 * Where the pace of an export is measured from: the start of the export, moved up to each answer
 * that still has no rows written (the job waited in the queue, or had just begun).
 */
export function paceBase(base: RowsAt, pending: ExportPending, at: number): RowsAt {
  return pending.rowsWritten === 0 ? { at, rows: 0 } : base;
}

/**
 * Seconds left at the pace measured since `base`, or undefined while there is no pace yet (no
 * rows written since). Whole seconds, at least one.
 */
export function secondsLeft(base: RowsAt, pending: ExportPending, at: number): number | undefined {
  const rows = pending.rowsWritten - base.rows;
  const elapsed = at - base.at;
  if (pending.status !== 'running' || rows <= 0 || elapsed <= 0) return undefined;
  const left = Math.max(0, pending.total - pending.rowsWritten);
  return Math.max(1, Math.ceil((left * elapsed) / rows / 1000));
}
