import type { MovedUsage } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { monthInText } from '../../../lib/dates';
import { formatCount, formatMoney } from '../../../lib/format';

const refOf = (key: string) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });

/**
 * The requests a month's statement does not bill as its own, beside its totals: those that arrived
 * after the month closed (billed in a later month) and the corrections of earlier months it bills.
 */
export function MovedUsageNote({
  late,
  corrections,
}: {
  late: readonly MovedUsage[];
  corrections: readonly MovedUsage[];
}) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  if (late.length === 0 && corrections.length === 0) return null;
  const figures = (moved: MovedUsage) => ({
    requests: t('moved.requests', {
      count: moved.requests,
      n: formatCount(moved.requests, lang),
    }),
    amount: formatMoney(moved.amountMinor, 'KZT', lang),
  });
  return (
    <Alert severity="info" variant="outlined" data-testid="moved-usage" sx={{ mb: 3 }}>
      {late.map((moved) => (
        <Box key={`late-${moved.billedMonth}`} data-testid="late-note">
          {t('moved.late', {
            month: t(`moved.monthIn.${refOf(moved.billedMonth).month}`, {
              year: refOf(moved.billedMonth).year,
            }),
            ...figures(moved),
          })}
        </Box>
      ))}
      {corrections.map((moved) => (
        <Box key={`correction-${moved.usageMonth}`} data-testid="correction-note">
          {t('moved.correction', {
            month: monthInText(refOf(moved.usageMonth), lang),
            ...figures(moved),
          })}
        </Box>
      ))}
    </Alert>
  );
}
