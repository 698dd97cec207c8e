import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../../core/db/database.js';
import type { Translate } from '../../../core/i18n/i18n.js';
import type { ExportFormat } from '../../usage/index.js';

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
  dialect: DialectName;
  delimiter: ';' | ',';
  timeZone: string;
  t: Translate;
  names: ExportNames;
}

/**
 * How an export writes rows: RFC 4180 CSV (a cell holding the delimiter, a quote or a line break
 * is quoted, quotes doubled; lines end in LF, as PostgreSQL writes them), in the reader's
 * language, local time, Excel-friendly. The database writes the rows: PostgreSQL through COPY,
 * SQLite through the line built here in SQL. Built in JavaScript, row by row, the export ran at a
 * tenth of the database's own CSV dump (bench/documents.bench.ts). The tests parse the export
 * back with csv-parse and compare it with the register.
 *
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or return first) is
 * written with a leading apostrophe: partners' payloads are data, never commands (OWASP's advice
 * on CSV injection). Numbers we write ourselves are never touched.
 */
export class CsvFormat implements ExportFormat {
  readonly header: string;
  readonly delimiter: ';' | ',';
  private readonly sqlite: boolean;

  constructor(private readonly settings: CsvSettings) {
    this.sqlite = settings.dialect === 'sqlite';
    this.delimiter = settings.delimiter;
    const titles = COLUMNS.map((column) =>
      quoteCell(settings.t(`documents.csv.${column}`), this.delimiter),
    );
    this.header = `${titles.join(this.delimiter)}\n`;
  }

  private char(code: number): RawBuilder<string> {
    return this.sqlite ? sql`char(${sql.lit(code)})` : sql`chr(${sql.lit(code)})`;
  }

  private text(value: string): RawBuilder<string> {
    return sql`cast(${sql.lit(value)} as text)`;
  }

  /** A partner's text, neutralised if a spreadsheet would run it. */
  private data(column: string): RawBuilder<string> {
    const value = sql.ref(`r.${column}`);
    return sql<string>`case when substr(${value}, 1, 1) in ('=', '+', '-', '@', ${this.char(9)}, ${this.char(13)})
      then '''' || ${value} else ${value} end`;
  }

  private localTime(offsetMinutes: number): RawBuilder<string> {
    return this.sqlite
      ? sql`strftime('%Y-%m-%d %H:%M:%S', r.requested_at, ${sql.lit(`${offsetMinutes} minutes`)})`
      : sql`to_char(r.requested_at at time zone ${sql.lit(this.settings.timeZone)}, 'YYYY-MM-DD HH24:MI:SS')`;
  }

  /** Tiyn as «123,45» with `;` (Russian Excel), «123.45» with `,`. */
  private money(): RawBuilder<string> {
    const point = this.delimiter === ';' ? ',' : '.';
    const cents = this.sqlite
      ? sql`printf('%02d', r.amount_minor % 100)`
      : sql`lpad((r.amount_minor % 100)::text, 2, '0')`;
    return sql`cast(r.amount_minor / 100 as text) || ${sql.lit(point)} || ${cents}`;
  }

  /** The cells of one request, as SQL over the register (values inlined). */
  cells({ id, offsetMinutes }: { id: number; offsetMinutes: number }): RawBuilder<string>[] {
    const { t, names } = this.settings;
    return [
      this.data('request_id'),
      this.localTime(offsetMinutes),
      this.text(names.logins.get(id) ?? String(id)),
      this.text(names.serviceCode),
      sql`case r.status when 'success' then ${this.text(t('documents.csv.success'))} else ${this.text(t('documents.csv.error'))} end`,
      sql`cast(r.http_status as text)`,
      sql`cast(r.duration_ms as text)`,
      this.data('subject'),
      sql`case when r.billable = 1 then ${this.text(t('documents.csv.yes'))} else ${this.text(t('documents.csv.no'))} end`,
      this.money(),
      sql`coalesce(cast(r.package_id as text), '')`,
      this.data('request_payload'),
      this.data('response_payload'),
    ];
  }

  /**
   * SQLite's line, in one `concat_ws`: a partner's text is quoted when it holds a special
   * character (one GLOB scan) and always when it must be neutralised; the other cells are ours.
   */
  line(user: { id: number; offsetMinutes: number }): RawBuilder<string> {
    const special = sql.lit(`*["${this.delimiter}\n\r]*`);
    const data = (column: string) => {
      const value = sql.ref(`r.${column}`);
      return sql<string>`case
        when substr(${value}, 1, 1) in ('=', '+', '-', '@', char(9), char(13))
          then '"''' || replace(${value}, '"', '""') || '"'
        when ${value} glob ${special} then '"' || replace(${value}, '"', '""') || '"'
        else ${value} end`;
    };
    const ours = (text: string) => sql.lit(quoteCell(text, this.delimiter));
    const { t, names } = this.settings;
    const cells = [
      data('request_id'),
      this.localTime(user.offsetMinutes),
      ours(names.logins.get(user.id) ?? String(user.id)),
      ours(names.serviceCode),
      sql`case r.status when 'success' then ${ours(t('documents.csv.success'))} else ${ours(t('documents.csv.error'))} end`,
      sql.ref('r.http_status'),
      sql.ref('r.duration_ms'),
      data('subject'),
      sql`case when r.billable = 1 then ${ours(t('documents.csv.yes'))} else ${ours(t('documents.csv.no'))} end`,
      this.money(),
      // concat_ws leaves NULLs out: the empty cell must be there.
      sql`coalesce(r.package_id, '')`,
      data('request_payload'),
      data('response_payload'),
    ];
    return sql<string>`concat_ws(${sql.lit(this.delimiter)}, ${sql.join(cells)}) || char(10)`;
  }
}

/** The same quoting for the header, written from JavaScript. */
export function quoteCell(text: string, delimiter: ';' | ','): string {
  return text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}
