/** One part of a large export: rows `from`–`to` (1-based, inclusive) fetched with offset and limit. */
export interface ExportPart {
  part: number;
  offset: number;
  limit: number;
  from: number;
  to: number;
}

/** The parts of an export of `total` rows, `chunkSize` rows each (the part number is offset / limit + 1). */
export function exportParts(total: number, chunkSize: number): ExportPart[] {
  if (total <= 0 || chunkSize <= 0) return [];
  const count = Math.ceil(total / chunkSize);
  return Array.from({ length: count }, (_, index) => {
    const offset = index * chunkSize;
    return {
      part: index + 1,
      offset,
      limit: chunkSize,
      from: offset + 1,
      to: Math.min(offset + chunkSize, total),
    };
  });
}

/** Whether a range is large enough to be offered in parts. */
export const offersParts = (pending: { total: number; chunkSize: number }) =>
  pending.chunkSize > 0 && pending.total > pending.chunkSize;
