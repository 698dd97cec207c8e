import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { StatCard } from '../../../lib/ui';
import { formatShare } from '../format';
import type { BilledCounts, UsageCounts } from './usage-columns';

/** Money takes a third of the row on a wide screen; counts take a quarter. */
const QUARTER = { gridColumn: { md: 'span 3' } };
const THIRD = { gridColumn: { md: 'span 4' } };

/** The parts of all requests, each with its share and colour. */
const PARTS = [
  { part: 'paid', testId: 'total-paid', accent: 'success.main' },
  { part: 'covered', testId: 'total-covered', accent: 'info.main' },
  { part: 'notBillable', testId: 'total-not-billable', accent: 'divider' },
] as const;

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
  const statement = totals.money === 'statement';
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
      <StatCard
        sx={QUARTER}
        testId="total-requests"
        label={t('columns.requests')}
        value={count(totals.requests)}
        caption={t('totals.outcomes', {
          successful: count(totals.successful),
          failed: count(totals.failed),
        })}
        accent="primary.main"
      />
      {PARTS.map(({ part, testId, accent }) => (
        <StatCard
          key={part}
          sx={QUARTER}
          testId={testId}
          label={t(`columns.${part}`)}
          value={count(totals[part])}
          caption={formatShare(totals[part], totals.requests, lang)}
          accent={accent}
        />
      ))}
      {totals.money === 'statement' && (
        <>
          <StatCard
            sx={THIRD}
            testId="total-net"
            label={t('columns.net')}
            value={money(totals.netMinor)}
          />
          <StatCard
            sx={THIRD}
            testId="total-vat"
            label={t('columns.vat')}
            value={money(totals.vatMinor)}
          />
        </>
      )}
      {/* The statement's total with VAT, or what the tariff charged. */}
      <StatCard
        sx={THIRD}
        testId="total-amount"
        label={t(statement ? 'columns.withVat' : 'columns.charged')}
        value={money(totals.amountMinor)}
        caption={t(statement ? 'totals.statement' : 'totals.charged')}
        accent="secondary.main"
      />
    </Box>
  );
}
