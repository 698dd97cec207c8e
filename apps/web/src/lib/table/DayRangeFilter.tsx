import { DayField, INVALID_DAY } from '../forms/DayField';

export interface DayRange {
  startDate?: string;
  endDate?: string;
}

/**
 * A list's filter by days: its first and last, each passed on once it is a whole day or
 * emptied (undefined), never while it is half typed.
 */
export function DayRangeFilter({
  value,
  onChange,
  labels,
}: {
  value: DayRange;
  onChange: (changes: DayRange) => void;
  labels: { startDate: string; endDate: string };
}) {
  return (['startDate', 'endDate'] as const).map((field) => (
    <DayField
      key={field}
      size="small"
      label={labels[field]}
      value={value[field] ?? ''}
      onChange={(day) => {
        if (day !== INVALID_DAY) onChange({ [field]: day || undefined });
      }}
    />
  ));
}
