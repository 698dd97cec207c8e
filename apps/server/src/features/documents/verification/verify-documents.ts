import crypto from 'node:crypto';
import type { MonthDifference } from '@cabinet/contract';
import { Statement } from '@cabinet/contract';
import type { Db } from '../../../core/db/schema.js';
import type { FileStore } from '../../../core/storage/file-store.js';
import { reportSubjects } from '../../../core/billing/month-sums.js';
import { statementOf } from '../../../core/billing/statement.js';
import { finalDocumentsOf } from '../files/document-store.js';

/**
 * Each final Application 1 of the month against its statement recomputed from the charges, and its
 * file against the SHA-256 it was stored with.
 */
export async function verifyDocuments(
  db: Db,
  files: FileStore,
  year: number,
  month: number,
  differences: MonthDifference[],
): Promise<number> {
  const finals = await finalDocumentsOf(db, year, month)
    .select(['id', 'subject_id', 'statement', 'storage_key', 'sha256'])
    .where('kind', '=', 'application1')
    .execute();
  for (const doc of finals) {
    const note = (field: string, want: number, got: number) =>
      differences.push({
        check: 'document',
        userId: doc.subject_id,
        userLogin: null,
        serviceId: null,
        serviceName: null,
        day: null,
        field,
        expected: want,
        actual: got,
      });
    const stored = Statement.parse(JSON.parse(doc.statement ?? 'null'));
    const now = await statementOf(db, await reportSubjects(db, doc.subject_id), year, month);
    if (now.totalMinor !== stored.totalMinor) note('totalMinor', now.totalMinor, stored.totalMinor);
    if (now.lines.length !== stored.lines.length)
      note('lines', now.lines.length, stored.lines.length);
    now.lines.forEach((line, index) => {
      const kept = stored.lines[index];
      if (kept && kept.quantity !== line.quantity)
        note(`lines.${index}.quantity`, line.quantity, kept.quantity);
      if (kept && kept.amountMinor !== line.amountMinor)
        note(`lines.${index}.amountMinor`, line.amountMinor, kept.amountMinor);
    });
    const content = (await files.exists(doc.storage_key))
      ? await readAll(files, doc.storage_key)
      : undefined;
    const sha = content && crypto.createHash('sha256').update(content).digest('hex');
    if (sha !== doc.sha256) note('sha256', 1, 0);
  }
  return finals.length;
}

async function readAll(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
