import type { RegisterMatch, RegisterTotals } from '@cabinet/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../../lib/format';

interface RegisterSummaryProps {
  totals?: RegisterTotals | undefined;
  /** What a search matched; undefined without a search. */
  matchedBy?: RegisterMatch | undefined;
}

/**
 * Everything the filters keep, not only the page: how many requests, how many paid and covered by
 * a package (as the statement splits them), their amount, and what a search matched. Announced politely, as it changes with the filters.
 */
export function RegisterSummary({ totals, matchedBy }: RegisterSummaryProps) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  if (!totals) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      role="status"
      data-testid="register-summary"
      sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }}
    >
      {t('register.totals', {
        requests: formatCount(totals.requests, lang),
        paid: formatCount(totals.billable - totals.covered, lang),
        covered: formatCount(totals.covered, lang),
        amount: formatMoney(totals.amountMinor, 'KZT', lang),
      })}
      {matchedBy !== undefined && ` · ${t(`register.matched.${matchedBy ?? 'none'}`)}`}
    </Typography>
  );
}
