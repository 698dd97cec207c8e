import { z } from 'zod';
import { MessageKey } from './messages.js';

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
    // Documented as the list's columns; anything else (empty, unknown) is the default order.
    sortBy: z
      .enum(sortable)
      .optional()
      .catch(undefined)
      .describe('One of the list’s columns; any other value, or none, means the default order.'),
    descending: z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] }).default(false),
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

/** How a database id is written in a path: plain decimal digits only (no `0x10`, `1e3` or ` 7`). */
export const PATH_ID_PATTERN = /^\d{1,10}$/;

/**
 * A database id in a path, `least` (1, or 0 where 0 means "a new one") to MAX_ROW_ID. The API
 * document calls it the integer it is (see the server's openapi-operations.ts). One out of range
 * or not written as digits names nothing: its issues carry `notFound`, and it answers 404.
 */
export const idInPath = (least: 0 | 1) =>
  z
    .string()
    .regex(PATH_ID_PATTERN, { error: MessageKey.notFound })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(least, { error: MessageKey.notFound })
        .max(MAX_ROW_ID, { error: MessageKey.notFound }),
    );

export const PathId = idInPath(1);

export const IdParams = z.object({ id: PathId });
export type IdParams = z.infer<typeof IdParams>;
/** A partner's address (`/api/users/:parentId/…`). */
export const ParentIdParams = z.object({ parentId: PathId });
/** A user's or partner's address (`/api/user/:userId/…`). */
export const UserIdParams = z.object({ userId: PathId });
/** One service of a user's or partner's (`/api/user/:userId/…/:serviceId/…`). */
export const UserServiceParams = z.object({ userId: PathId, serviceId: PathId });

/**
 * A string whose absence is reported with `key`; its other checks keep their own messages
 * (a schema-level message in zod would otherwise replace theirs too).
 */
export const requiredString = (key: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? key : undefined) });
