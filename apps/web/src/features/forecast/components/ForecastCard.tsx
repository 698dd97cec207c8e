import type { Forecast } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import type { ForecastCardProps } from '../../../lib/slots';
import { useForecast } from '../queries';
import { DaysLine } from './DaysLine';

const CURRENCY = 'KZT';

/** The whole month's requests by day: actual where the day is gone, projected from today on. */
function dailyTotals(forecast: Forecast) {
  const days = forecast.services[0]?.days.map((d) => d.day) ?? [];
  const sum = (i: number, pick: 'actual' | 'projected') => {
    const values = forecast.services.map((s) => s.days[i]?.[pick]);
    return values.every((v) => v === null || v === undefined)
      ? null
      : values.reduce<number>((n, v) => n + (v ?? 0), 0);
  };
  const projected = days.map((_, i) => sum(i, 'projected'));
  // Today's requests so far are part of a day: its projected total is drawn instead.
  const actual = days.map((_, i) => (projected[i] === null ? sum(i, 'actual') : null));
  return { actual, projected };
}

/**
 * The month-end forecast of the caller (or a user in its scope, or for the provider's staff
 * everybody's, the revenue it projects): spend and requests with their
 * 80 % band, what they rest on, packages that will run out, and actual against projected by day.
 * Nothing is drawn where the forecast cannot be had (no access, a month to come).
 */
export function ForecastCard({ userId, everybody, month }: ForecastCardProps) {
  const { t, i18n } = useTranslation('forecast');
  const lang = i18n.language;
  const ask = { userId, everybody, year: month?.year, month: month?.month };
  const query = useForecast(ask);
  const data = query.data;
  if (!data) return null;
  const money = (minor: number) => formatMoney(minor, CURRENCY, lang);
  const count = (value: number) => formatCount(value, lang);
  const chart = dailyTotals(data);

  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, minWidth: 0 }}
      data-testid="forecast-card"
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t(everybody ? 'titleEverybody' : 'title')}
      </Typography>
      {data.services.length === 0 ? (
        <Typography color="text.secondary">{t('noUsage')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {[
              {
                id: 'spend',
                label: t(everybody ? 'revenue' : 'spend'),
                range: data.spendMinor,
                show: money,
              },
              { id: 'requests', label: t('requests'), range: data.requests, show: count },
            ].map(({ id, label, range, show }) => (
              <Box key={id} data-testid={`forecast-${id}`}>
                <Typography variant="body2" color="text.secondary" component="h3">
                  {label}
                </Typography>
                <Typography component="div" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
                  {show(range.expected)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('range', { low: show(range.low), high: show(range.high) })} ·{' '}
                  {t('soFar', { value: show(range.soFar) })}
                </Typography>
              </Box>
            ))}
          </Box>
          <DaysLine
            label={t('chartSummary', {
              soFar: count(data.requests.soFar),
              expected: count(data.requests.expected),
            })}
            actual={chart.actual}
            projected={chart.projected}
          />
          <Typography variant="caption" color="text.secondary" component="div">
            <Box component="span" sx={{ color: 'primary.main' }} aria-hidden>
              ━{' '}
            </Box>
            {t('actual')}{' '}
            <Box component="span" sx={{ color: 'warning.main' }} aria-hidden>
              ╍{' '}
            </Box>
            {t('projected')}
          </Typography>
          <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
            {t('services')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {data.services.map((service) => (
              <li key={service.serviceId}>
                <Typography variant="body2" component="span">
                  {service.serviceName}: {count(service.requests.expected)} (
                  {t('range', {
                    low: count(service.requests.low),
                    high: count(service.requests.high),
                  })}
                  ), {money(service.spendMinor.expected)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('basis', { text: service.basis.text })}
                </Typography>
                {service.packageRunsOut && (
                  <Alert severity="warning" sx={{ py: 0, my: 0.5 }}>
                    {t('runsOut', {
                      id: service.packageRunsOut.packageId,
                      day: formatDay(service.packageRunsOut.day, lang),
                    })}
                  </Alert>
                )}
              </li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
