import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  MessageKey,
  UploadDocumentFields,
  type DocumentSummary,
} from '@cabinet/contract';
import type { AppDeps } from '../../../core/deps.js';
import { monthDays } from '../../../core/calendar.js';
import { callerOf } from '../../../core/auth/guard.js';
import { invalid } from '../../../core/http/errors.js';
import { InputError } from '../../../core/http/validation.js';
import { FileStore, type PendingFile } from '../../../core/storage/file-store.js';
import { insertDocument, ownerOf } from './document-store.js';

const SAFE_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/** A file name as the uploader's system gave it, without folders or control characters. */
const cleanName = (name: string) =>
  path
    .basename(name.replaceAll('\\', '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(-200) || 'document';

const extensionOf = (name: string) => {
  const extension = path.extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
};

/** An admin's upload: the fields are checked once the whole file has arrived (it may come first). */
export async function uploadDocument(
  deps: AppDeps,
  request: FastifyRequest,
  subjectId: number,
): Promise<DocumentSummary> {
  const fields: Record<string, string> = {};
  let file: { pending: PendingFile; key: string; name: string; type: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const name = cleanName(part.filename);
      const key = FileStore.newKey('uploads', extensionOf(name));
      file = { pending: deps.files.begin(key), key, name, type: part.mimetype };
      await pipeline(part.file, file.pending.stream, { end: false });
      if (part.file.truncated)
        throw invalid('file', MessageKey.documentTooLarge, {
          megabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
        });
    }
    if (!file) throw invalid('file', MessageKey.documentFileRequired);
    const parsed = UploadDocumentFields.safeParse(fields);
    if (!parsed.success) throw new InputError(parsed.error.issues, 'body');
    const size = await file.pending.commit();
    const { year, month, title } = parsed.data;
    const [periodStart, periodEnd] = monthDays(year, month);
    try {
      return await insertDocument(deps.db, {
        owner_id: await ownerOf(deps.db, subjectId),
        subject_id: subjectId,
        kind: 'upload',
        service_id: null,
        period_start: periodStart,
        period_end: periodEnd,
        year,
        month,
        title,
        file_name: file.name,
        storage_key: file.key,
        content_type: SAFE_TYPE.test(file.type) ? file.type : 'application/octet-stream',
        size,
        created_by: callerOf(request).id,
        created_at: deps.clock.now().toISOString(),
      });
    } catch (error) {
      await deps.files.remove(file.key);
      throw error;
    }
  } catch (error) {
    await file?.pending.abort();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid('file', MessageKey.documentTooLarge, {
        megabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
      });
    throw error;
  }
}
