import { sql, type RawBuilder } from 'kysely';
import type { Translate } from '../../../core/i18n/i18n.js';
import type { ExportFormat, OffsetSpan } from '../../usage/index.js';

export const BOM = '\uFEFF';

const COLUMNS = [
  'requestId',
  'time',
  'user',
  'service',
  'status',
  'httpStatus',
  'durationMs',
  'subject',
  'billable',
  'amount',
  'package',
  'requestPayload',
  'responsePayload',
] as const;

/** Whose rows an export holds: logins by user id, and the service's code. */
export interface ExportNames {
  logins: ReadonlyMap<number, string>;
  serviceCode: string;
}

export interface CsvSettings {
  delimiter: ';' | ',';
  timeZone: string;
  t: Translate;
  names: ExportNames;
}

/**
 * How an export writes rows: RFC 4180 CSV (a cell holding the delimiter, a quote or a line break
 * is quoted, quotes doubled; lines end in LF, as PostgreSQL writes them), in the reader's
 * language, local time, Excel-friendly. The database writes the rows: PostgreSQL through COPY of
 * the cells built here in SQL, SQLite through the line built here in SQL. Built in JavaScript,
 * row by row, the export ran at a tenth of the database's own CSV dump
 * (bench/documents.bench.ts), and at millions of rows each SQL function called a row counts too.
 * The tests parse the export back with csv-parse and compare it with the register.
 *
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or return first) is
 * written with a leading apostrophe: partners' payloads are data, never commands (OWASP's advice
 * on CSV injection). Numbers we write ourselves are never touched.
 */
export class CsvFormat implements ExportFormat {
  readonly header: string;
  readonly delimiter: ';' | ',';
  /**
   * The COPY's time zone and date style: a local time is the register's time in the session's
   * zone, cut to the second, written by PostgreSQL's own output (`2026-09-01 00:00:05`), which
   * costs half of `to_char`'s.
   */
  readonly session: Readonly<Record<string, string>>;
  /** Money's decimal mark: «123,45» with `;` (Russian Excel), «123.45» with `,`. */
  private readonly point: ',' | '.';

  constructor(private readonly settings: CsvSettings) {
    this.delimiter = settings.delimiter;
    this.point = this.delimiter === ';' ? ',' : '.';
    this.session = { TimeZone: settings.timeZone, DateStyle: 'ISO, YMD' };
    const titles = COLUMNS.map((column) =>
      quoteCell(settings.t(`documents.csv.${column}`), this.delimiter),
    );
    this.header = `${titles.join(this.delimiter)}\n`;
  }

  /**
   * PostgreSQL's cells of one request, for COPY, which quotes them (values inlined: COPY takes no
   * parameters). Numbers go out as numbers. A partner's text that is empty goes out as NULL,
   * which COPY writes as nothing, where '' would come out as "".
   */
  cells(user: { id: number }): RawBuilder<unknown>[] {
    const { t, names } = this.settings;
    const text = (value: string) => sql`cast(${sql.lit(value)} as text)`;
    const data = (column: string) => {
      const value = sql.ref(`r.${column}`);
      // ascii() is the first character's code: one call, where substr() and six text comparisons
      // cost several (together with a nullif on every cell, they made COPY 1.5 times slower).
      return sql`nullif(case when ascii(${value}) in (61, 43, 45, 64, 9, 13) then '''' || ${value}
        else ${value} end, '')`;
    };
    return [
      data('request_id'),
      sql`date_trunc('second', r.requested_at::timestamp)`,
      text(names.logins.get(user.id) ?? String(user.id)),
      text(names.serviceCode),
      sql`case r.status when 'success' then ${text(t('documents.csv.success'))} else ${text(t('documents.csv.error'))} end`,
      sql.ref('r.http_status'),
      sql.ref('r.duration_ms'),
      data('subject'),
      sql`case when r.billable = 1 then ${text(t('documents.csv.yes'))} else ${text(t('documents.csv.no'))} end`,
      sql`(r.amount_minor / 100)::text || ${sql.lit(this.point)} || lpad((r.amount_minor % 100)::text, 2, '0')`,
      sql.ref('r.package_id'),
      data('request_payload'),
      data('response_payload'),
    ];
  }

  /**
   * SQLite's line, in one `printf`: a partner's text is quoted (`%w` doubles its quotes) when it
   * holds a special character and always when it must be neutralised, each found by one GLOB
   * scan; the other cells are ours. Fewer calls a row than cells joined by `concat_ws`.
   */
  line(user: { id: number }, offsets: OffsetSpan[]): RawBuilder<string> {
    const d = this.delimiter;
    const data = (column: string) => {
      const value = sql.ref(`r.${column}`);
      return sql<string>`case
        when ${value} glob ${sql.lit(FORMULA_START)} then printf('"''%w"', ${value})
        when ${value} glob ${sql.lit(`*["${d}\n\r]*`)} then printf('"%w"', ${value})
        else ${value} end`;
    };
    const ours = (text: string) => sql.lit(quoteCell(text, d));
    const { t, names } = this.settings;
    // Money is whole units, the decimal mark and two digits of tiyn (`%d${point}%02d`).
    const template = `%s${d}%s${d}%s${d}%s${d}%s${d}%d${d}%d${d}%s${d}%s${d}%d${this.point}%02d${d}%s${d}%s${d}%s\n`;
    const cells = [
      data('request_id'),
      // datetime() is strftime('%Y-%m-%d %H:%M:%S'), for less.
      sql`datetime(r.requested_at, ${localOffset(offsets)})`,
      ours(names.logins.get(user.id) ?? String(user.id)),
      ours(names.serviceCode),
      sql`case r.status when 'success' then ${ours(t('documents.csv.success'))} else ${ours(t('documents.csv.error'))} end`,
      sql.ref('r.http_status'),
      sql.ref('r.duration_ms'),
      data('subject'),
      sql`case when r.billable = 1 then ${ours(t('documents.csv.yes'))} else ${ours(t('documents.csv.no'))} end`,
      sql`r.amount_minor / 100`,
      sql`r.amount_minor % 100`,
      sql`coalesce(r.package_id, '')`,
      data('request_payload'),
      data('response_payload'),
    ];
    return sql<string>`printf(${sql.lit(template)}, ${sql.join(cells)})`;
  }
}

/** SQLite's modifier from UTC to local time: the zone's offset, or offsets over a range. */
function localOffset(offsets: OffsetSpan[]): RawBuilder<string> {
  const modifier = (span: OffsetSpan) => sql.lit(`${span.offsetMinutes} minutes`);
  const last = offsets[offsets.length - 1];
  if (!last) return sql.lit('0 minutes');
  if (offsets.length === 1) return modifier(last);
  const changes = offsets
    .slice(0, -1)
    .map((span) => sql`when r.requested_at < ${sql.lit(span.to)} then ${modifier(span)}`);
  return sql`case ${sql.join(changes, sql` `)} else ${modifier(last)} end`;
}

/** What a spreadsheet would run as a formula, as a GLOB: `=`, `+`, `-`, `@`, tab or return first. */
const FORMULA_START = '[=+@\t\r-]*';

/** The same quoting for the header, written from JavaScript. */
export function quoteCell(text: string, delimiter: ';' | ','): string {
  return text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}
