import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBillableOutcomesText } from '../../../../lib/billing';
import { formatMoney, withZone } from '../../../../lib/format';
import type { RequestDetail } from '../../api';
import { formatDuration, formatMomentWithSeconds } from '../../format';
import { RequestStatus } from '../RequestStatus';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A request's facts: when, outcome, duration, price and why, subject, user. */
export function RequestFacts({
  data,
  userLabel,
}: {
  data: RequestDetail;
  userLabel?: ((userId: number) => string | undefined) | undefined;
}) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const ruleText = useBillableOutcomesText();
  const pricing = !data.billable
    ? t('register.notBillable')
    : data.coveredByPackage
      ? t('register.covered')
      : formatMoney(data.amountMinor, 'KZT', lang);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      <Field label={withZone(t('fields.requestedAt'), lang)}>
        {formatMomentWithSeconds(data.requestedAt, lang)}
      </Field>
      <Field label={t('fields.status')}>
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <RequestStatus status={data.status} />
          <span>HTTP {data.httpStatus}</span>
        </Box>
      </Field>
      <Field label={t('fields.durationMs')}>{formatDuration(data.durationMs, lang)}</Field>
      <Field label={t('fields.amount')}>
        {pricing}
        {/* Why it is paid for, or not: the service's rule (a failure may be billed). */}
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
          data-testid="billing-rule"
        >
          {t('detail.billingRule', { rule: ruleText(data.billableOutcomes) })}
        </Typography>
      </Field>
      <Field label={t('fields.subject')}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {data.subject || '—'}
        </Box>
      </Field>
      <Field label={t('fields.user')}>{userLabel?.(data.userId) ?? `#${data.userId}`}</Field>
    </Box>
  );
}
