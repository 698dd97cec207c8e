import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { monthName, yearsToOffer } from '../../../lib/dates';

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

const ALL = '';

/** Month and year selects of a documents list. */
export function PeriodFilter({ value, onChange, allowAll }: Props) {
  const { t, i18n } = useTranslation('documents');
  const numberOr = (text: string) => (text === ALL ? undefined : Number(text));
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('filter.label')}
      data-testid="period-filter"
      sx={{ flex: { xs: 1, sm: 'none' } }}
    >
      <TextField
        select
        label={t('filter.month')}
        value={value.month ?? ALL}
        onChange={(event) => onChange({ ...value, month: numberOr(event.target.value) })}
        sx={{ minWidth: { xs: 0, sm: 150 }, flex: { xs: 1, sm: 'none' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {allowAll && <MenuItem value={ALL}>{t('filter.all')}</MenuItem>}
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <MenuItem key={month} value={month}>
            {monthName(month, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filter.year')}
        value={value.year ?? ALL}
        onChange={(event) => onChange({ ...value, year: numberOr(event.target.value) })}
        sx={{ minWidth: 110 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {allowAll && <MenuItem value={ALL}>{t('filter.all')}</MenuItem>}
        {yearsToOffer(value.year).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
