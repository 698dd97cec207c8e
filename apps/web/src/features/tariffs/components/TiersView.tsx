import type { Tariff } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';

type TariffPrices = Pick<Tariff, 'tiers' | 'currency' | 'vatIncluded' | 'vatRate'>;

/** The requests a tier covers, in words: "1–1 000", "from 10 001", or "any number". */
export function useTierRange() {
  const { t, i18n } = useTranslation('tariffs');
  return (tiers: Tariff['tiers'], index: number) => {
    const from = index === 0 ? 1 : (tiers[index - 1]!.upTo ?? 0) + 1;
    const upTo = tiers[index]!.upTo;
    if (upTo === null) {
      return index === 0
        ? t('tiers.any')
        : t('tiers.from', { from: formatCount(from, i18n.language) });
    }
    return t('tiers.range', {
      from: formatCount(from, i18n.language),
      to: formatCount(upTo, i18n.language),
    });
  };
}

/** A tariff's prices per request by monthly volume, and its VAT. */
export function TiersView({ tariff, dense }: { tariff: TariffPrices; dense?: boolean }) {
  const { t, i18n } = useTranslation('tariffs');
  const range = useTierRange();
  const vat = tariff.vatIncluded
    ? t('vat.included', { rate: tariff.vatRate })
    : t('vat.excluded', { rate: tariff.vatRate });
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: 2,
          rowGap: dense ? 0 : 0.25,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
        }}
      >
        {tariff.tiers.map((tier, index) => (
          <Box key={index} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {range(tariff.tiers, index)}
            </Typography>
            <Typography component="dd" variant="body2">
              {formatMoney(tier.priceMinor, tariff.currency, i18n.language)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {dense ? vat : `${t('tiers.perRequest')} · ${vat}`}
      </Typography>
    </Box>
  );
}
