import type { AuditEntry } from '@cabinet/contract';
import type { Calendar } from '../../core/calendar.js';

const BOM = '\uFEFF';

/** A cell quoted as RFC 4180 asks; text that a spreadsheet would run as a formula is defused. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The audit log as CSV (`;`, local time of the provider named in the header, Excel's BOM). */
export function auditCsv(
  entries: readonly AuditEntry[],
  calendar: Calendar,
  header: readonly string[],
): string {
  const lines = entries.map((entry) =>
    [
      calendar.localTime(entry.at),
      entry.actorLogin ?? entry.actorId,
      entry.ip,
      entry.action,
      entry.objectType,
      entry.objectId,
      entry.before === null ? '' : JSON.stringify(entry.before),
      entry.after === null ? '' : JSON.stringify(entry.after),
    ]
      .map(cell)
      .join(';'),
  );
  return BOM + [header.map(cell).join(';'), ...lines].join('\n') + '\n';
}
