import { RegisterOutcome } from '@cabinet/contract';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

const CHOICES = ['all', ...RegisterOutcome.options] as const;

/** The register's outcome from the address (`?status=`); anything else is every request. */
export const outcomeParam = (value: string | null): RegisterOutcome | undefined =>
  RegisterOutcome.safeParse(value).data;

/** Which requests a register shows: all, successful, failed or billable ones. */
export function OutcomeToggle({
  value,
  onChange,
}: {
  value: RegisterOutcome | undefined;
  onChange: (next: RegisterOutcome | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? 'all'}
      onChange={(_event, next: (typeof CHOICES)[number] | null) => {
        if (next !== null) onChange(next === 'all' ? undefined : next);
      }}
      aria-label={t('outcome.label')}
    >
      {CHOICES.map((choice) => (
        <ToggleButton key={choice} value={choice} sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
          {t(`outcome.${choice}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
