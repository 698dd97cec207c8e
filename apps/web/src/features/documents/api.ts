import { DocumentsPage } from '@cabinet/contract';
import type {
  CloseMonthInput,
  DocumentResponse,
  MessageBody,
  MonthClosingResponse,
  MonthClosingsResponse,
} from '@cabinet/contract';
import type { z } from 'zod';
import { http, type Query } from '../../lib/http';
import { uploadForm } from '../../lib/http/files';
import { downloadFile } from './transfer/downloads';

export type DocumentsResult = z.infer<typeof DocumentsPage>;
export type StoredDocument = DocumentsResult['data'][number];
export type MonthClosing = z.infer<typeof MonthClosingsResponse>['data'][number];

const pad = (n: number) => String(n).padStart(2, '0');

export const documentsApi = {
  /** A partner's documents (for a partner id) or a client's own. */
  list: (userId: number, query: Query) =>
    http.get(`/api/users/${userId}/documents`, { query, schema: DocumentsPage }),
  /** Every partner's documents of a month (documents.all). */
  all: (query: Query) => http.get('/api/users/all/documents', { query, schema: DocumentsPage }),
  remove: (id: number) => http.delete<MessageBody>(`/api/files/${id}`),
  upload: (userId: number, form: FormData, onProgress: (fraction: number) => void) =>
    uploadForm<z.infer<typeof DocumentResponse>>(
      `/api/users/${userId}/documents`,
      form,
      onProgress,
    ),
  closings: async () =>
    (await http.get<z.infer<typeof MonthClosingsResponse>>('/api/documents/closings')).data,
  close: async (body: CloseMonthInput) =>
    (await http.post<z.infer<typeof MonthClosingResponse>>('/api/documents/closings', body)).data,

  downloadStored: (document: Pick<StoredDocument, 'id' | 'fileName'>) =>
    downloadFile(`/api/files/${document.id}/download/`, document.fileName),
  serviceReport: (userId: number, serviceId: number, year: number, month: number) =>
    downloadFile(
      `/api/reports/${userId}/${serviceId}/${year}/${month}/download/`,
      `report_${year}-${pad(month)}.pdf`,
    ),
  /** Application 1; the time parameter keeps caches from answering an older file. */
  application1: (partnerId: number, year: number, month: number) =>
    downloadFile(
      `/api/reports/application1/${partnerId}/${year}/${month}/`,
      `${pad(month)}_${year}_Application_1.pdf`,
      { query: { t: Date.now() } },
    ),
};
