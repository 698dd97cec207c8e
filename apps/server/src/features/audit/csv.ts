import type { AuditEntry } from '@cabinet/contract';
import type { Calendar } from '../../core/calendar.js';

/** The audit log's CSV columns (local time of the provider named in the header). */
export const auditCsvHeader = (timeZone: string) => [
  `time (${timeZone})`,
  'actor',
  'ip',
  'action',
  'object',
  'object id',
  'before',
  'after',
];

/** An entry as a CSV row. */
export const auditCsvRow = (entry: AuditEntry, calendar: Calendar): unknown[] => [
  calendar.localTime(entry.at),
  entry.actorLogin ?? entry.actorId,
  entry.ip,
  entry.action,
  entry.objectType,
  entry.objectId,
  entry.before === null ? '' : JSON.stringify(entry.before),
  entry.after === null ? '' : JSON.stringify(entry.after),
];
