/** Whether a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Node's codes for a database server that cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** pg's own words when a connection ends under a query or cannot be had in time. */
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * Whether a database error means the database is out of reach for now (PostgreSQL restarting,
 * the network down, connections exhausted) rather than a fault of the request or the code:
 * class 08 (connection exception), 57P01 to 57P03 (shut down, restarting), 53300 (too many
 * connections), a refused or broken socket.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || code === '53300' || /^57P0[123]$/.test(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
