import {
  DocumentResponse,
  IdParams,
  MAX_UPLOAD_BYTES,
  MessageBody,
  MessageKey,
  Permission,
  UploadDocumentForm,
  ParentIdParams,
} from '@cabinet/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.js';
import type { AppDeps } from '../../../core/deps.js';
import { assertUserInScope, callerOf, unseen } from '../../../core/auth/guard.js';
import type { Caller } from '../../../core/auth/current-user.js';
import { ok } from '../../../core/http/answers.js';
import { HttpError, notFound } from '../../../core/http/errors.js';
import { routeDeclarers, routesPlugin } from '../../../core/http/route-definer.js';
import { asAttachment } from './attachment.js';
import { findDocument, removeDocuments } from './document-store.js';
import { uploadDocument } from './upload.js';

const route = routeDeclarers<{ deps: AppDeps }>(['documents']);
const ownDocument = { in: 'params', name: 'id', resource: 'document' } as const;

/** A document the caller may see: an admin learns it is missing, others get the same 403. */
const reachable = async (db: Kysely<Database>, caller: Caller, id: number) => {
  const found = await findDocument(db, id);
  if (!found) throw unseen(caller, MessageKey.documentNotFound);
  await assertUserInScope(db, caller, found.summary.subjectId);
  return found;
};

const download = route.get(
  '/api/files/:id/download',
  'A stored document, as an attachment',
  {
    params: IdParams,
    // Made documents are PDF, exports CSV; an upload keeps the type it was sent with.
    produces: ['application/pdf', 'text/csv', 'application/octet-stream', '*/*'],
  },
  { access: { permission: Permission.documentsView, scopedBy: ownDocument } },
  async ({ deps: { db, files } }, request, reply) => {
    const { summary, storageKey } = await reachable(db, callerOf(request), request.params.id);
    if (!(await files.exists(storageKey))) throw notFound(MessageKey.documentNotFound);
    return asAttachment(reply, summary.fileName, summary.contentType, summary.size).send(
      files.read(storageKey),
    );
  },
);

const remove = route.delete(
  '/api/files/:id',
  'Removes a document',
  { params: IdParams, response: { 200: MessageBody } },
  {
    audit: { action: 'document.delete', table: 'documents', id: 'id' },
    access: { permission: Permission.documentsEdit, scopedBy: ownDocument },
  },
  async ({ deps: { db, files } }, request) => {
    const { summary } = await reachable(db, callerOf(request), request.params.id);
    if (summary.closing) throw new HttpError(409, MessageKey.finalDocumentKept);
    await removeDocuments(db, files, [request.params.id]);
    return { success: true as const, message: request.t(MessageKey.documentDeleted) };
  },
);

const upload = route.post(
  '/api/users/:parentId/documents',
  'Uploads a signed file for a partner and period (multipart: year, month, title, file)',
  {
    params: ParentIdParams,
    form: UploadDocumentForm,
    response: { 200: DocumentResponse },
    consumes: ['multipart/form-data'],
  },
  {
    audit: { action: 'document.upload', table: 'documents' },
    access: { permission: Permission.documentsEdit, user: 'parentId' },
    bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
  },
  async ({ deps }, request) =>
    ok(
      await uploadDocument(deps, request, request.params.parentId),
      request.t(MessageKey.documentUploaded),
    ),
);

/** A stored document downloaded or removed, and a signed one uploaded. */
export const documentRoutes = routesPlugin(download, remove, upload);
