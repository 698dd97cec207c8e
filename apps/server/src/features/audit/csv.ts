import type { AuditEntry } from '@cabinet/contract';
import type { Calendar } from '../../core/calendar.js';
import { csvDocument } from '../../core/csv.js';

/** The audit log as CSV (`;`, local time of the provider named in the header, Excel's BOM). */
export function auditCsv(
  entries: readonly AuditEntry[],
  calendar: Calendar,
  header: readonly string[],
): string {
  return csvDocument(
    header,
    entries.map((entry) => [
      calendar.localTime(entry.at),
      entry.actorLogin ?? entry.actorId,
      entry.ip,
      entry.action,
      entry.objectType,
      entry.objectId,
      entry.before === null ? '' : JSON.stringify(entry.before),
      entry.after === null ? '' : JSON.stringify(entry.after),
    ]),
  );
}
