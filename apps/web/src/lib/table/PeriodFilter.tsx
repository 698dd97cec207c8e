import { DayField, INVALID_DAY } from '../forms/DayField';

export interface Period {
  startDate?: string;
  endDate?: string;
}

/**
 * A list's period filter: its first and last day, each passed on once it is a whole day or
 * emptied (undefined), never while it is half typed.
 */
export function PeriodFilter({
  value,
  onChange,
  labels,
}: {
  value: Period;
  onChange: (changes: Period) => void;
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
