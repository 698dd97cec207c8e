import { z } from 'zod';

/** Every failure, everywhere: `{ success: false, message, errors }`. */
export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A single item: `{ success: true, data }`. */
export const success = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** An answer that only says it went well. */
export const MessageBody = z.object({ success: z.literal(true), message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

export const DEFAULT_ROWS_PER_PAGE = 10;
/**
 * The most rows one page holds: a larger `rowsPerPage` is capped to it, and `rowsPerPage=0` (a
 * Quasar table's "All") asks for this many. `meta` says what was applied.
 */
export const MAX_ROWS_PER_PAGE = 1000;

/**
 * Paging parameters of every list, read as a Quasar table sends them: `rowsPerPage=0` is "All"
 * (up to the maximum) and a larger one is capped; a `sortBy` that is empty or not one of the
 * list's columns means the list's default order; `descending` is `true/false/1/0`.
 */
export const pageQuery = <const S extends readonly [string, ...string[]]>(
  sortable: S,
  /** The most rows a page of this list holds, when its rows are large. */
  maxRows = MAX_ROWS_PER_PAGE,
) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    rowsPerPage: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_ROWS_PER_PAGE)
      .transform((rows) => (rows === 0 ? maxRows : Math.min(rows, maxRows))),
    sortBy: z
      .string()
      .optional()
      .transform((column): S[number] | undefined =>
        (sortable as readonly string[]).includes(column ?? '') ? column : undefined,
      ),
    descending: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .default(false),
  });

/** What a list applied: the page, its size, and the order (`sortBy` null: the default order). */
export const PageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  rowsPerPage: z.number().int(),
  sortBy: z.string().nullable(),
  descending: z.boolean(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** The `meta` of a page answer, from the query as read and the number of rows in all. */
export const pageMeta = (
  query: { page: number; rowsPerPage: number; sortBy?: string | undefined; descending: boolean },
  total: number,
): PageMeta => ({
  total,
  page: query.page,
  rowsPerPage: query.rowsPerPage,
  sortBy: query.sortBy ?? null,
  descending: query.descending,
});

/** A page of rows: `{ data: rows, meta: { total, page, rowsPerPage, sortBy, descending } }`. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    meta: PageMeta,
  });

/** The largest id a serial column holds (PostgreSQL's integer); larger ones fail the query. */
export const MAX_ROW_ID = 2_147_483_647;

/** A database id written in a path: plain decimal digits only (no `0x10`, `1e3` or ` 7`). */
export const PathId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_ROW_ID));

export const IdParams = z.object({ id: PathId.pipe(z.number().positive()) });
export type IdParams = z.infer<typeof IdParams>;

/**
 * A string whose absence is reported with `key`; its other checks keep their own messages
 * (a schema-level message in zod would otherwise replace theirs too).
 */
export const requiredString = (key: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? key : undefined) });
