import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBillableOutcomesText } from '../../../../lib/billing';
import { Fact, FactList } from '../../../../lib/ui';
import { formatMoney, withZone } from '../../../../lib/format';
import type { RequestDetail } from '../../api';
import { formatDuration, formatMomentWithSeconds } from '../../format';
import { RequestStatus } from '../RequestStatus';

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
    <FactList columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }}>
      <Fact label={withZone(t('fields.requestedAt'), lang)}>
        {formatMomentWithSeconds(data.requestedAt, lang)}
      </Fact>
      <Fact label={t('fields.status')}>
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <RequestStatus status={data.status} />
          <span>HTTP {data.httpStatus}</span>
        </Box>
      </Fact>
      <Fact label={t('fields.durationMs')}>{formatDuration(data.durationMs, lang)}</Fact>
      <Fact label={t('fields.amount')}>
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
      </Fact>
      <Fact label={t('fields.subject')}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {data.subject || '—'}
        </Box>
      </Fact>
      <Fact label={t('fields.user')}>{userLabel?.(data.userId) ?? `#${data.userId}`}</Fact>
    </FactList>
  );
}
