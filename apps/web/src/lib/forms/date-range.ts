import { DateRange } from '@cabinet/contract';

export type DateRangeErrors = Partial<Record<keyof DateRange, string>>;

/**
 * A form's two dates checked by the contract's `DateRange` (the rule the API applies): the message
 * key of each field in error, or undefined when the range can be asked for.
 */
export function dateRangeErrors(range: DateRange): DateRangeErrors | undefined {
  const result = DateRange.safeParse(range);
  if (result.success) return undefined;
  const errors: DateRangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DateRange;
    errors[field] ??= issue.message;
  }
  return errors;
}
