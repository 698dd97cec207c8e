import type { FastifyReply } from 'fastify';
import { MessageKey } from '@cabinet/contract';
import type { FileStore } from '../../../core/storage/file-store.js';
import { notFound } from '../../../core/http/errors.js';
import { asAttachment } from '../files/attachment.js';

export const PDF = 'application/pdf';

/** A final document as closing stored it: never made again. */
export async function sendStored(
  files: FileStore,
  reply: FastifyReply,
  doc: { storage_key: string; file_name: string },
) {
  if (!(await files.exists(doc.storage_key))) throw notFound(MessageKey.documentNotFound);
  return asAttachment(reply, doc.file_name, PDF).send(files.read(doc.storage_key));
}
