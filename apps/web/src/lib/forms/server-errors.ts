import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../http';

/**
 * Puts a 422 answer's field errors next to their fields. Returns the text to show above the form:
 * the message of any other failure, or of field errors that have no field on this form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  let unplaced = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    } else {
      unplaced = true;
    }
  }
  const placed = Object.keys(error.fieldErrors).length > 0 && !unplaced;
  return error.status === 422 && placed ? undefined : error.message;
}
