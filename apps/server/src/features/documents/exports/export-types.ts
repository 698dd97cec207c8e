import type { RawBuilder } from 'kysely';
import type { RegisterOutcome } from '@cabinet/contract';
import type { CopiedRow } from './copy-out.js';

/** The types that the register walk and its formats share (kept apart so that none imports another's). */

export interface ExportRange {
  userIds: number[];
  serviceId: number;
  /** Local days, both inclusive. */
  startDate: string;
  endDate: string;
  /** Only the requests of this outcome; all when left out. */
  outcome?: RegisterOutcome | undefined;
}

/** Where the time zone keeps one offset from UTC: [from, to), in minutes (+300 in Almaty). */
export interface OffsetSpan {
  from: string;
  to: string;
  offsetMinutes: number;
}

/**
 * How an export writes the register's rows (aliased `r`), as SQL, so that the database does the
 * writing: on PostgreSQL, the cells of a row for its own CSV writer (values inlined: COPY takes
 * no parameters), which may depend on the user; on SQLite, which has no CSV writer, the whole
 * line, which may depend on the user and, SQLite having no time zones, on the zone's offsets
 * over the range.
 */
export interface ExportFormat {
  delimiter: ';' | ',';
  /**
   * PostgreSQL settings the cells assume (a time zone, a date style), set for the COPY's own
   * transaction only (`set_config(..., true)`): a value's own output, in the session's zone,
   * costs less than formatting it by a function for each row.
   */
  session?: Readonly<Record<string, string>>;
  cells(user: { id: number }): RawBuilder<unknown>[];
  /** How each row COPY wrote of `cells` goes into the file; as it is when absent. */
  copiedRow?: CopiedRow;
  /** Which of `cells` (by position) COPY quotes whatever they hold; others as COPY sees fit. */
  quotedCells?(user: { id: number }): number[];
  line(user: { id: number }, offsets: OffsetSpan[]): RawBuilder<string>;
  /**
   * The format's own pass over the bytes the database wrote, piece by piece (`before`,
   * `beforeThat`: the last two bytes before the piece, 0 at the start), for what SQL does at a
   * second cost.
   */
  written?(data: Buffer, before: number, beforeThat: number): Buffer;
  /** Functions of JavaScript that SQLite's `line` calls, by name. */
  sqliteFunctions?: Readonly<Record<string, (text: string) => string>>;
}

/** A piece of the file and how many rows it holds. */
export interface ExportPiece {
  data: string | Buffer;
  rows: number;
}

/** One user's part of an export: its rows from `from` up to `to`, `offset` rows skipped. */
export interface UserWalk {
  userId: number;
  serviceId: number;
  from: string;
  to: string;
  offset: number;
  limit: number;
  outcome?: RegisterOutcome | undefined;
}
