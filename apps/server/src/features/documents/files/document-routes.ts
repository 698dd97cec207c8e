import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllDocumentsQuery,
  DocumentResponse,
  DocumentsPage,
  DocumentsQuery,
  IdParams,
  MAX_UPLOAD_BYTES,
  MessageBody,
  MessageKey,
  PathId,
  Permission,
  UploadDocumentForm,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { assertUserInScope, callerOf, subjectOf, unseen } from '../../../core/auth/guard.js';
import { ok, okPage } from '../../../core/http/answers.js';
import { HttpError, notFound } from '../../../core/http/errors.js';
import { asAttachment } from './attachment.js';
import { findDocument, listDocuments, removeDocuments } from './document-store.js';
import { uploadDocument } from './upload.js';
import { paperIn } from '../paper/paper.js';
import { titledIn } from './document-titles.js';

const tags = ['documents'];
const ownDocument = { in: 'params', name: 'id', resource: 'document' } as const;

export const documentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, files } = deps;

  app.get(
    '/api/users/all/documents',
    {
      schema: {
        tags,
        summary: 'Every partner’s documents of a month (invoicesPartners)',
        querystring: AllDocumentsQuery,
        response: { 200: DocumentsPage },
      },
      config: { access: { permission: Permission.documentsAll } },
    },
    async (request) => {
      const { currentYear, currentMonth, ...paging } = request.query;
      const { rows, total } = await listDocuments(db, 'all', {
        ...paging,
        year: currentYear,
        month: currentMonth,
      });
      const paper = paperIn(request.lang);
      return okPage(
        rows.map((row) => titledIn(row, paper)),
        paging,
        total,
      );
    },
  );

  app.get(
    '/api/users/:parentId/documents',
    {
      schema: {
        tags,
        summary: 'A partner’s documents (for a partner id) or a user’s own (for a user id)',
        params: z.object({ parentId: PathId }),
        querystring: DocumentsQuery,
        response: { 200: DocumentsPage },
      },
      config: { access: { permission: Permission.documentsView, user: 'parentId' } },
    },
    async (request) => {
      const { parentId } = request.params;
      const scope =
        subjectOf(request).group === 'Partner' ? { ownerId: parentId } : { subjectId: parentId };
      const { rows, total } = await listDocuments(db, scope, request.query);
      const paper = paperIn(request.lang);
      return okPage(
        rows.map((row) => titledIn(row, paper)),
        request.query,
        total,
      );
    },
  );

  /** A document the caller may see: an admin learns it is missing, others get the same 403. */
  const reachable = async (caller: ReturnType<typeof callerOf>, id: number) => {
    const found = await findDocument(db, id);
    if (!found) throw unseen(caller, MessageKey.documentNotFound);
    await assertUserInScope(db, caller, found.summary.subjectId);
    return found;
  };

  app.get(
    '/api/files/:id/download',
    {
      schema: {
        tags,
        summary: 'A stored document, as an attachment',
        params: IdParams,
        // Made documents are PDF, exports CSV; an upload keeps the type it was sent with.
        produces: ['application/pdf', 'text/csv', 'application/octet-stream', '*/*'],
      },
      config: { access: { permission: Permission.documentsView, scopedBy: ownDocument } },
    },
    async (request, reply) => {
      const { summary, storageKey } = await reachable(callerOf(request), request.params.id);
      if (!(await files.exists(storageKey))) throw notFound(MessageKey.documentNotFound);
      return asAttachment(reply, summary.fileName, summary.contentType, summary.size).send(
        files.read(storageKey),
      );
    },
  );

  app.delete(
    '/api/files/:id',
    {
      schema: {
        tags,
        summary: 'Removes a document',
        params: IdParams,
        response: { 200: MessageBody },
      },
      config: {
        audit: { action: 'document.delete', table: 'documents', id: 'id' },
        access: { permission: Permission.documentsEdit, scopedBy: ownDocument },
      },
    },
    async (request) => {
      const { summary } = await reachable(callerOf(request), request.params.id);
      if (summary.closing) throw new HttpError(409, MessageKey.finalDocumentKept);
      await removeDocuments(db, files, [request.params.id]);
      return { success: true as const, message: request.t(MessageKey.documentDeleted) };
    },
  );

  app.post(
    '/api/users/:parentId/documents',
    {
      schema: {
        tags,
        summary:
          'Uploads a signed file for a partner and period (multipart: year, month, title, file)',
        params: z.object({ parentId: PathId }),
        form: UploadDocumentForm,
        response: { 200: DocumentResponse },
        consumes: ['multipart/form-data'],
      },
      config: {
        audit: { action: 'document.upload', table: 'documents' },
        access: { permission: Permission.documentsEdit, user: 'parentId' },
      },
      bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
    },
    async (request) =>
      ok(
        await uploadDocument(deps, request, request.params.parentId),
        request.t(MessageKey.documentUploaded),
      ),
  );
};
