import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { formatShare } from '../format';
import type { BilledCounts, UsageCounts } from './usage-columns';

function Stat({
  label,
  value,
  caption,
  accent,
  testId,
  wide,
}: {
  label: string;
  value: string;
  caption?: ReactNode;
  accent?: string;
  testId: string;
  /** Money: a third of the row on a wide screen (counts take a quarter). */
  wide?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        minWidth: 0,
        borderTop: 3,
        borderTopColor: accent ?? 'divider',
        gridColumn: { md: wide ? 'span 4' : 'span 3' },
      }}
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

type Totals = ({ money: 'statement' } & BilledCounts) | ({ money?: 'charged' } & UsageCounts);

/**
 * The month's totals at a glance: requests split as the statement splits them (paid, by the
 * package, not billed), and money: the statement's before VAT, VAT and with VAT, or, for one
 * service's days, the prices as the tariff charged them.
 */
export function TotalsCards({ totals, currency }: { totals: Totals; currency: string }) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const count = (n: number) => formatCount(n, lang);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <Box
      component="section"
      aria-label={t('totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      <Stat
        testId="total-requests"
        label={t('columns.requests')}
        value={count(totals.requests)}
        caption={t('totals.outcomes', {
          successful: count(totals.successful),
          failed: count(totals.failed),
        })}
        accent="primary.main"
      />
      <Stat
        testId="total-paid"
        label={t('columns.paid')}
        value={count(totals.paid)}
        caption={formatShare(totals.paid, totals.requests, lang)}
        accent="success.main"
      />
      <Stat
        testId="total-covered"
        label={t('columns.covered')}
        value={count(totals.covered)}
        caption={formatShare(totals.covered, totals.requests, lang)}
        accent="info.main"
      />
      <Stat
        testId="total-not-billable"
        label={t('columns.notBillable')}
        value={count(totals.notBillable)}
        caption={formatShare(totals.notBillable, totals.requests, lang)}
        accent="divider"
      />
      {totals.money === 'statement' ? (
        <>
          <Stat wide testId="total-net" label={t('columns.net')} value={money(totals.netMinor)} />
          <Stat wide testId="total-vat" label={t('columns.vat')} value={money(totals.vatMinor)} />
          <Stat
            wide
            testId="total-amount"
            label={t('columns.withVat')}
            value={money(totals.amountMinor)}
            caption={t('totals.statement')}
            accent="secondary.main"
          />
        </>
      ) : (
        <Stat
          wide
          testId="total-amount"
          label={t('columns.charged')}
          value={money(totals.amountMinor)}
          caption={t('totals.charged')}
          accent="secondary.main"
        />
      )}
    </Box>
  );
}
