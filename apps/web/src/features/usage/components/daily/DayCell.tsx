import type { DailyUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isWeekend } from '../../../../lib/dates';
import { formatDay } from '../../../../lib/format';
import { RouterLink, VisuallyHidden } from '../../../../lib/ui';
import { dayWithWeekday } from '../../format';

/** A day of the daily report with its weekday; a link to that day's register where allowed. */
export function DayCell({ row, to }: { row: DailyUsageRow; to: string | undefined }) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const { weekday } = dayWithWeekday(row.day, lang);
  const text = (
    <>
      {formatDay(row.day, lang)}{' '}
      <Box
        component="span"
        sx={{ ml: 0.5, color: 'text.secondary', fontWeight: isWeekend(row.day) ? 600 : 400 }}
      >
        {weekday}
      </Box>
    </>
  );
  return to ? (
    <RouterLink to={to} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {text}
      {/* The name starts with the text shown (WCAG 2.5.3, label in name). */}
      <VisuallyHidden>{`, ${t('daily.dayRegister')}`}</VisuallyHidden>
    </RouterLink>
  ) : (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
