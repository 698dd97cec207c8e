import type { ReactNode } from 'react';
import type { PartnerLocation } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoment, localeOf, numberFormat } from '../../../lib/format';
import { Fact, FactList } from '../../../lib/ui';
import { cityNameOf } from '../cities';

/** A partner's place: company, address, contacts and position. */
export function LocationCard({
  location,
  actions,
}: {
  location: PartnerLocation;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('locations');
  const lang = i18n.language;
  const degrees = (value: number) =>
    numberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(value);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="location-card" component="section">
      <Typography variant="h6" component="h2">
        {location.companyName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {location.login}
      </Typography>
      <FactList gap={1.5}>
        <Fact label={t('address')}>{location.legalAddress || '—'}</Fact>
        <Fact label={t('city')}>
          {cityNameOf(location.cityCode, lang) ?? t('none')}
          {location.city && cityNameOf(location.cityCode, lang) !== location.city && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` (${t('profileCity')}: ${location.city})`}
            </Typography>
          )}
        </Fact>
        <Fact label={t('position')}>
          {location.latitude !== null && location.longitude !== null
            ? `${degrees(location.latitude)}° N, ${degrees(location.longitude)}° E · ${t(location.exact ? 'exact' : 'cityCentre')}`
            : t('none')}
        </Fact>
        {location.phone && (
          <Fact label={t('phone')}>
            <Link href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</Link>
          </Fact>
        )}
        {location.contactEmail && (
          <Fact label={t('email')}>
            <Link href={`mailto:${location.contactEmail}`}>{location.contactEmail}</Link>
          </Fact>
        )}
        <Fact label={t('users')}>{formatCount(location.usersCount, lang)}</Fact>
      </FactList>
      {location.updatedAt && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('updated', { time: formatMoment(location.updatedAt, lang) })}
        </Typography>
      )}
      {actions && <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Paper>
  );
}
