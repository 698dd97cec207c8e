import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import {
  compareMonths,
  currentMonth,
  MIN_YEAR,
  monthName,
  shiftMonth,
  yearsToOffer,
  type MonthRef,
} from '../../../lib/dates';
import { VisuallyHidden } from '../../../lib/ui';
import { useMonthStates } from '../queries';

/**
 * Month and year of a report, with previous / next; months after the current one are not offered.
 * Closed months (final documents) carry a lock, named for screen readers.
 */
export function MonthPicker({
  value,
  onChange,
}: {
  value: MonthRef;
  onChange: (next: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('usage');
  const now = currentMonth();
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  const years = yearsToOffer(value.year, now.year);
  const states = useMonthStates().data ?? [];
  const stateOf = (month: number) =>
    states.find((state) => state.year === value.year && state.month === month)?.status ?? 'open';

  const pickYear = (year: number) =>
    onChange(
      compareMonths({ year, month: value.month }, now) > 0
        ? { year, month: year === now.year ? now.month : value.month }
        : { year, month: value.month },
    );

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="group"
      aria-label={t('period.label')}
      data-testid="month-picker"
    >
      <Tooltip title={t('period.previous')}>
        <span>
          <IconButton
            aria-label={t('period.previous')}
            onClick={() => onChange(previous)}
            disabled={previous.year < MIN_YEAR}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        select
        label={t('period.month')}
        value={value.month}
        onChange={(event) => onChange({ year: value.year, month: Number(event.target.value) })}
        sx={{ minWidth: { xs: 0, sm: 150 }, flex: { xs: 1, sm: 'none' } }}
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <MenuItem
            key={month}
            value={month}
            disabled={compareMonths({ year: value.year, month }, now) > 0}
          >
            {monthName(month, i18n.language)}
            {stateOf(month) !== 'open' && (
              <>
                <LockIcon
                  fontSize="small"
                  aria-hidden
                  data-testid={`month-locked-${month}`}
                  sx={{ ml: 1, color: 'text.secondary', verticalAlign: 'text-bottom' }}
                />
                <VisuallyHidden>{` (${t(`period.${stateOf(month)}`)})`}</VisuallyHidden>
              </>
            )}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('period.year')}
        value={value.year}
        onChange={(event) => pickYear(Number(event.target.value))}
        sx={{ minWidth: 100 }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('period.next')}>
        <span>
          <IconButton
            aria-label={t('period.next')}
            onClick={() => onChange(next)}
            disabled={compareMonths(next, now) > 0}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
