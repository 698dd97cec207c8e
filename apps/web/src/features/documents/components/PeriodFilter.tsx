import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MonthSelect, YearSelect } from '../../../lib/forms/PeriodSelects';

export interface PeriodValue {
  year?: number;
  month?: number;
}

interface Props {
  value: PeriodValue;
  onChange: (next: PeriodValue) => void;
  /** Offer "all" for the month and the year (the documents page); invoicesPartners needs both. */
  allowAll?: boolean;
}

/** Month and year selects of a documents list. */
export function PeriodFilter({ value, onChange, allowAll }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('filter.label')}
      data-testid="period-filter"
      sx={{ flex: { xs: 1, sm: 'none' } }}
    >
      <MonthSelect
        label={t('filter.month')}
        value={value.month}
        onChange={(month) => onChange({ ...value, month })}
        allLabel={allowAll ? t('filter.all') : undefined}
        sx={{ minWidth: { xs: 0, sm: 150 }, flex: { xs: 1, sm: 'none' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      <YearSelect
        label={t('filter.year')}
        value={value.year}
        onChange={(year) => onChange({ ...value, year })}
        allLabel={allowAll ? t('filter.all') : undefined}
        sx={{ minWidth: 110 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
