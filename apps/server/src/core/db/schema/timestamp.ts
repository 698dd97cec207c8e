/** Times are ISO-8601 UTC strings on both dialects (timestamptz on PostgreSQL, text on SQLite). */
export type Timestamp = string;
