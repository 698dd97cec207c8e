import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { formatShare } from '../format';

export interface UsageTotals {
  requests: number;
  successful: number;
  failed: number;
  billable: number;
  covered: number;
  amountMinor: number;
}

function Stat({
  label,
  value,
  caption,
  accent,
  testId,
}: {
  label: string;
  value: string;
  caption?: ReactNode;
  accent?: string;
  testId: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0, borderTop: 3, borderTopColor: accent ?? 'divider' }}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{
          fontSize: { xs: '1.125rem', sm: '1.5rem' },
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}

/** The month's totals at a glance: requests, successful, failed, amount. */
export function TotalsCards({ totals, currency }: { totals: UsageTotals; currency: string }) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const count = (n: number) => formatCount(n, lang);
  return (
    <Box
      component="section"
      aria-label={t('totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      <Stat
        testId="total-requests"
        label={t('fields.requests')}
        value={count(totals.requests)}
        caption={t('totals.billable', { value: count(totals.billable) })}
        accent="primary.main"
      />
      <Stat
        testId="total-successful"
        label={t('fields.successful')}
        value={count(totals.successful)}
        caption={formatShare(totals.successful, totals.requests, lang)}
        accent="success.main"
      />
      <Stat
        testId="total-failed"
        label={t('fields.failed')}
        value={count(totals.failed)}
        caption={formatShare(totals.failed, totals.requests, lang)}
        accent="error.main"
      />
      <Stat
        testId="total-amount"
        label={t('fields.amount')}
        value={formatMoney(totals.amountMinor, currency, lang)}
        caption={
          totals.covered > 0 ? t('totals.covered', { value: count(totals.covered) }) : undefined
        }
        accent="secondary.main"
      />
    </Box>
  );
}
