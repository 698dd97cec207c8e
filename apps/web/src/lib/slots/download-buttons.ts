import type { ComponentType } from 'react';
import type { RegisterOutcome } from '@cabinet/contract';
import { defineSlot } from './define-slot';

/** What the register's CSV export is asked for. */
export interface ExportCsvButtonProps {
  userId: number;
  serviceId: number;
  startDate: string;
  endDate: string;
  /** Only the requests of this outcome, as the register is filtered. */
  status?: RegisterOutcome | undefined;
  /** The range is not valid yet. */
  disabled?: boolean;
}

/** The report screens' downloads, supplied by the documents feature. */
export interface DownloadButtons {
  /** The register's CSV export, with its progress dialog. */
  ExportCsvButton: ComponentType<ExportCsvButtonProps>;
  /** One service's per-day report of a month as a PDF. */
  ReportPdfButton: ComponentType<{
    userId: number;
    serviceId: number;
    year: number;
    month: number;
  }>;
  /** A partner's Application 1 of a month. */
  Application1Button: ComponentType<{ partnerId: number; year: number; month: number }>;
  /** A partner's statement of a month on screen (its lines, totals, draft or final), and its PDF. */
  StatementButton: ComponentType<{ partnerId: number; year: number; month: number }>;
}

export const downloadButtonsSlot = defineSlot<DownloadButtons>('download buttons');

export const loadDownloadButtons = () => downloadButtonsSlot.load();
