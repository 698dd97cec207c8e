/**
 * JSON bodies whose scan found no `\u0000` in any string (`JsonScan`): none of their strings holds
 * a NUL, so validation need not walk them to look for one.
 */
const nulFree = new WeakSet<object>();

export function markNulFree(body: unknown): void {
  if (typeof body === 'object' && body !== null) nulFree.add(body);
}

export const isNulFree = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && nulFree.has(body);
