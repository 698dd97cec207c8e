import type { ReactNode } from 'react';
import type { RegisterOutcome } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../../lib/table';
import { currentMonth, monthRange, shiftMonth, todayIso } from '../../../../lib/dates';
import { DayField, INVALID_DAY } from '../../../../lib/forms/DayField';
import type { DateRangeErrors } from '../../../../lib/forms/date-range';
import { ReportToolbar } from '../ReportToolbar';
import { OutcomeToggle } from '../../../../lib/register/OutcomeToggle';

interface Range {
  startDate: string;
  endDate: string;
}

interface RegisterFiltersProps extends Range {
  search: string;
  onSearch: (search: string) => void;
  /** Which requests: of one outcome, or all (undefined). */
  status: RegisterOutcome | undefined;
  setStatus: (status: RegisterOutcome | undefined) => void;
  setRange: (range: Partial<Range>, options?: { replace?: boolean }) => void;
  /** What the client found wrong with the period before asking. */
  problem?: DateRangeErrors;
  /** The server's messages for the period's fields (a 422). */
  serverErrors?: Partial<Record<string, string[]>>;
  /** Switches whose register it is (a partner's users). */
  subjectPicker?: ReactNode;
}

/** The register's period (two days and presets), its outcome, and its request id or subject filter. */
export function RegisterFilters({
  startDate,
  endDate,
  search,
  onSearch,
  status,
  setStatus,
  setRange,
  problem,
  serverErrors,
  subjectPicker,
}: RegisterFiltersProps) {
  const { t } = useTranslation('usage');
  const startError = problem?.startDate ? t(problem.startDate) : serverErrors?.startDate?.[0];
  const endError = problem?.endDate ? t(problem.endDate) : serverErrors?.endDate?.[0];

  const today = todayIso();
  const thisMonth = monthRange(currentMonth(today), today);
  const presets = [
    { key: 'today', range: { startDate: today, endDate: today } },
    { key: 'thisMonth', range: thisMonth },
    { key: 'lastMonth', range: monthRange(shiftMonth(currentMonth(today), -1), today) },
  ] as const;
  const isDefault =
    !search.trim() && !status && startDate === thisMonth.startDate && endDate === thisMonth.endDate;

  const dayField = (field: keyof Range, label: string, error?: string) => (
    <DayField
      label={label}
      value={field === 'startDate' ? startDate : endDate}
      onChange={(day) => {
        if (day !== INVALID_DAY) setRange({ [field]: day });
      }}
      max={today}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
    />
  );

  return (
    <>
      <ReportToolbar>
        {dayField('startDate', t('register.from'), startError)}
        {dayField('endDate', t('register.to'), endError)}
        <SearchField
          value={search}
          onChange={onSearch}
          label={t('register.filter')}
          placeholder={t('register.filterPlaceholder')}
        />
        {subjectPicker}
      </ReportToolbar>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: -1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          role="group"
          aria-label={t('register.presets')}
        >
          {presets.map(({ key, range }) => {
            const active = range.startDate === startDate && range.endDate === endDate;
            return (
              <Chip
                key={key}
                label={t(`register.preset.${key}`)}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                onClick={() => setRange(range, { replace: false })}
                aria-pressed={active}
              />
            );
          })}
        </Stack>
        <OutcomeToggle value={status} onChange={setStatus} />
        {!isDefault && (
          <Button
            size="small"
            onClick={() => {
              onSearch('');
              setStatus(undefined);
              setRange(thisMonth, { replace: false });
            }}
          >
            {t('common.reset')}
          </Button>
        )}
      </Stack>
    </>
  );
}
