import {
  ClosingPreviewResponse,
  DocumentsPage,
  MessageBody,
  MonthClosingResponse,
  MonthClosingsResponse,
  MonthVerificationResponse,
  StatementResponse,
} from '@cabinet/contract';
import type {
  CloseMonthInput,
  DocumentLanguage,
  DocumentResponse,
  Statement,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { uploadForm } from '../../lib/http/files';
import { downloadFile } from './transfer/downloads';

export type DocumentsResult = z.infer<typeof DocumentsPage>;
export type StoredDocument = DocumentsResult['data'][number];
export type MonthClosing = z.infer<typeof MonthClosingsResponse>['data'][number];
export type MonthVerification = z.infer<typeof MonthVerificationResponse>['data'];
export type ClosingPreview = z.infer<typeof ClosingPreviewResponse>['data'];
export type { Statement };
/** The closed months, and the days after a month's end before it may be closed. */
export interface MonthClosings {
  closings: MonthClosing[];
  graceDays: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const documentsApi = {
  /** A partner's documents (for a partner id) or a client's own. */
  list: (userId: number, query: Query) =>
    http.get(`/api/users/${userId}/documents`, { query, schema: DocumentsPage }),
  /** Every partner's documents of a month (documents.all). */
  all: (query: Query) => http.get('/api/users/all/documents', { query, schema: DocumentsPage }),
  remove: (id: number) => http.delete(`/api/files/${id}`, { schema: MessageBody }),
  upload: (userId: number, form: FormData, onProgress: (fraction: number) => void) =>
    uploadForm<z.infer<typeof DocumentResponse>>(
      `/api/users/${userId}/documents`,
      form,
      onProgress,
    ),
  closings: async (): Promise<MonthClosings> => {
    const answer = await http.get('/api/documents/closings', { schema: MonthClosingsResponse });
    return { closings: answer.data, graceDays: answer.meta.graceDays };
  },
  /** What closing a month now would issue, and its closing as it stands. */
  preview: async (year: number, month: number) =>
    (
      await http.get(`/api/documents/closings/${year}/${month}/preview`, {
        schema: ClosingPreviewResponse,
      })
    ).data,
  /** A month recomputed from the register: every difference with what was made of it. */
  verify: async (year: number, month: number) =>
    (
      await http.get(`/api/documents/closings/${year}/${month}/verification`, {
        schema: MonthVerificationResponse,
      })
    ).data,
  /** A partner's statement of a month: Application 1's lines, draft or final. */
  statement: async (partnerId: number, year: number, month: number) =>
    (
      await http.get(`/api/reports/application1/${partnerId}/${year}/${month}/`, {
        query: { format: 'json' },
        schema: StatementResponse,
      })
    ).data,
  close: async (body: CloseMonthInput) =>
    (await http.post('/api/documents/closings', body, { schema: MonthClosingResponse })).data,

  downloadStored: (document: Pick<StoredDocument, 'id' | 'fileName'>) =>
    downloadFile(`/api/files/${document.id}/download/`, document.fileName),
  serviceReport: (userId: number, serviceId: number, year: number, month: number) =>
    downloadFile(
      `/api/reports/${userId}/${serviceId}/${year}/${month}/download/`,
      `report_${year}-${pad(month)}.pdf`,
    ),
  /** Application 1; the time parameter keeps caches from answering an older file. */
  /** Application 1 in `lang`: ru, kk, en, or ru-kk (the bilingual form). */
  application1: (partnerId: number, year: number, month: number, lang: DocumentLanguage) =>
    downloadFile(
      `/api/reports/application1/${partnerId}/${year}/${month}/`,
      `${pad(month)}_${year}_Application_1.pdf`,
      { query: { lang, t: Date.now() } },
    ),
};
