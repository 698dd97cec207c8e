/** One field of a recorded object, before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/** The fields of both sides, changed ones first, each side written out as text. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const changes = names.map((field) => {
    const was = shown(a[field]);
    const now = shown(b[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...changes.filter((c) => c.changed), ...changes.filter((c) => !c.changed)];
}
