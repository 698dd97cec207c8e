import { sql, type RawBuilder } from 'kysely';
import { guardCells, guardText } from '../../../core/csv-guard.js';
import type { Translate } from '../../../core/i18n/i18n.js';
import type { ExportFormat, OffsetSpan } from './export-types.js';
import type { CopiedRow } from './copy-out.js';
import { copiedRow } from './copied-row.js';

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
 * How an export writes rows: RFC 4180 CSV (quotes doubled; lines end in LF, as PostgreSQL writes
 * them), in the reader's language, local time, Excel-friendly. The database writes the rows:
 * PostgreSQL through COPY of the cells built here in SQL, SQLite through the line built here in
 * SQL. Built in JavaScript, row by row, the export ran at a tenth of the database's own CSV dump
 * (bench/documents.bench.ts), and at millions of rows each SQL function called a row counts too.
 * The tests parse the export back with csv-parse and compare it with the register.
 *
 * Partners' text is data, never commands (OWASP's advice on CSV injection), whichever delimiter
 * the reader splits on, even one that ignores the quotes: see `guardText`. It is always quoted
 * (when not empty), and a NUL in it is dropped (SQLite's printf would end the cell there). Our own
 * cells are quoted when they hold either delimiter, a quote or a line break (`ourCell`): the
 * money's decimal comma too, so a file read with the other delimiter still keeps its columns.
 * Numbers we write ourselves are never touched.
 *
 * The guard is one pass over the bytes the database wrote (`written`, core/csv-guard's
 * `guardCells`): an apostrophe before a formula character that follows a break, or the opening
 * quote of a cell. Tested in SQL, cell by cell, it scanned every text a second time, character
 * class by character class, and took the export from 0.77 of the dump's pace to 0.50; even the
 * first character alone, ruled in SQL, cost more than the pass (issue 43).
 * The pass may look at the whole line because nothing of ours holds a break or a quote before a
 * formula character: our texts are guarded (`ours`), our numbers are not negative, times start
 * with the year, and every partner cell is quoted (or, empty, nothing at all).
 */
export class CsvFormat implements ExportFormat {
  readonly header: string;
  readonly delimiter: ';' | ',';
  /**
   * The COPY's time zone and date style: a time is the register's own output in the session's
   * zone (`2026-09-01 00:00:05.123+05`), which `copiedRow` cuts to the local second.
   */
  readonly session: Readonly<Record<string, string>>;
  /**
   * PostgreSQL's rows as COPY wrote them, each with its time cut to the second and its money
   * written from minor units: formatted in SQL, these two cells cost the backend, which the job
   * waits for, 0.29 s of CPU a million rows (1.65 s against 1.36 s, issue 43).
   */
  readonly copiedRow: CopiedRow;
  /** Money's decimal mark: «123,45» with `;` (Russian Excel), «123.45» with `,`. */
  private readonly point: ',' | '.';
  /** SQLite cannot write every cell in SQL (a NUL ends its strings): these it calls for them. */
  readonly sqliteFunctions = { [PARTNER_CELL_FUNCTION]: partnerCell };

  constructor(private readonly settings: CsvSettings) {
    this.delimiter = settings.delimiter;
    this.point = this.delimiter === ';' ? ',' : '.';
    this.session = { TimeZone: settings.timeZone, DateStyle: 'ISO, YMD' };
    this.copiedRow = copiedRow(this.delimiter, this.point, ourCell(this.point) !== this.point);
    // The time column names its zone: a file read elsewhere must not be taken for local time.
    const titles = COLUMNS.map((column) => {
      const title = settings.t(`documents.csv.${column}`);
      return ourCell(column === 'time' ? `${title} (${settings.timeZone})` : title);
    });
    this.header = `${titles.join(this.delimiter)}\n`;
  }

  /**
   * Our texts on a user's rows, guarded: a login may start with `@` or `-`, and none may hold what
   * `written` would change (the words are unchanged by it; a translation never starts a formula).
   */
  private ours(user: { id: number }) {
    const { t, names } = this.settings;
    return {
      login: guardText(names.logins.get(user.id) ?? String(user.id)),
      service: guardText(names.serviceCode),
      success: guardText(t('documents.csv.success')),
      error: guardText(t('documents.csv.error')),
      paid: guardText(t('documents.csv.paid')),
      covered: guardText(t('documents.csv.covered')),
      notBillable: guardText(t('documents.csv.notBillable')),
    };
  }

  /** The guard, over the bytes the database wrote; `before`, `beforeThat`: the two bytes before them. */
  written(data: Buffer, before: number, beforeThat: number): Buffer {
    return guardCells(data, before, beforeThat);
  }

  /**
   * PostgreSQL's cells of one request, for COPY (values inlined: COPY takes no parameters), which
   * quotes them as `quotedCells` says; the time and the money go out raw, for `copiedRow`. Numbers
   * go out as numbers. A partner's text that is empty
   * goes out as NULL, which COPY writes as nothing, where '' would come out as "". It is guarded by
   * `written`, after the cell's opening quote.
   */
  cells(user: { id: number }): RawBuilder<unknown>[] {
    const ours = this.ours(user);
    const text = (value: string) => sql`cast(${sql.lit(value)} as text)`;
    const data = (column: string) => sql`nullif(${sql.ref(`r.${column}`)}, '')`;
    return [
      data('request_id'),
      sql.ref('r.requested_at'),
      text(ours.login),
      text(ours.service),
      sql`case r.status when 'success' then ${text(ours.success)} else ${text(ours.error)} end`,
      sql.ref('r.http_status'),
      sql.ref('r.duration_ms'),
      data('subject'),
      sql`case when r.billable = 0 then ${text(ours.notBillable)} when r.package_id is not null then ${text(ours.covered)} else ${text(ours.paid)} end`,
      sql.ref('r.amount_minor'),
      sql.ref('r.package_id'),
      data('request_payload'),
      data('response_payload'),
    ];
  }

  /**
   * Which of `cells` (by position) COPY must quote whatever they hold, since COPY quotes only for
   * its own delimiter: a partner's text always, ours as `ourCell` would (the money is written by
   * `copiedRow`).
   */
  quotedCells(user: { id: number }): number[] {
    const ours = this.ours(user);
    const needs = (...texts: string[]) => texts.some((text) => ourCell(text) !== text);
    const quoted: [number, boolean][] = [
      [0, true],
      [2, needs(ours.login)],
      [3, needs(ours.service)],
      [4, needs(ours.success, ours.error)],
      [7, true],
      [8, needs(ours.paid, ours.covered, ours.notBillable)],
      [11, true],
      [12, true],
    ];
    return quoted.filter(([, quote]) => quote).map(([index]) => index);
  }

  /**
   * SQLite's line, in one `printf`: a partner's text is always quoted (`%w` doubles its quotes)
   * and guarded by `written`; the rare text holding a NUL goes to `partnerCell`. The other cells
   * are ours. Fewer calls a row than cells joined by `concat_ws`.
   */
  line(user: { id: number }, offsets: OffsetSpan[]): RawBuilder<string> {
    const d = this.delimiter;
    const data = (column: string) => {
      const value = sql.ref(`r.${column}`);
      return sql<string>`case
        when ${value} = '' then ''
        when instr(${value}, char(0)) > 0 then ${sql.raw(PARTNER_CELL_FUNCTION)}(${value})
        else printf('"%w"', ${value}) end`;
    };
    const ours = this.ours(user);
    const lit = (text: string) => sql.lit(ourCell(text));
    // Money is whole units, the decimal mark and two digits of tiyn (`%d${point}%02d`).
    const money = ourCell(`%d${this.point}%02d`);
    const template = `%s${d}%s${d}%s${d}%s${d}%s${d}%d${d}%d${d}%s${d}%s${d}${money}${d}%s${d}%s${d}%s\n`;
    const cells = [
      data('request_id'),
      // datetime() is strftime('%Y-%m-%d %H:%M:%S'), for less.
      sql`datetime(r.requested_at, ${localOffset(offsets)})`,
      lit(ours.login),
      lit(ours.service),
      sql`case r.status when 'success' then ${lit(ours.success)} else ${lit(ours.error)} end`,
      sql.ref('r.http_status'),
      sql.ref('r.duration_ms'),
      data('subject'),
      sql`case when r.billable = 0 then ${lit(ours.notBillable)} when r.package_id is not null then ${lit(ours.covered)} else ${lit(ours.paid)} end`,
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

const PARTNER_CELL_FUNCTION = 'cabinet_csv_partner_cell';

/** Our own text as a cell: quoted when it holds either delimiter, a quote or a line break. */
export function ourCell(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A partner's text as a cell: NUL dropped, guarded (all of it), always quoted; empty stays empty. */
export function partnerCell(text: string): string {
  const clean = text.replaceAll('\0', '');
  return clean === '' ? '' : `"${guardText(clean).replaceAll('"', '""')}"`;
}
