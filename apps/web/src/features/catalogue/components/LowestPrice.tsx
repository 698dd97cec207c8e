import type { PublicTariff } from '@cabinet/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The lowest published price per request, or "by contract" when none is published. */
export function lowestPrice(tariffs: PublicTariff[]) {
  let best: { minor: number; currency: string } | undefined;
  for (const tariff of tariffs)
    for (const tier of tariff.tiers)
      if (!best || tier.priceMinor < best.minor)
        best = { minor: tier.priceMinor, currency: tariff.currency };
  return best;
}

export function LowestPrice({ tariffs }: { tariffs: PublicTariff[] }) {
  const { t, i18n } = useTranslation('catalogue');
  const best = lowestPrice(tariffs);
  if (!best) return <Typography color="text.secondary">{t('prices.none')}</Typography>;
  const price = formatMoney(best.minor, best.currency, i18n.language);
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {tariffs.length === 1 && tariffs[0]!.tiers.length === 1
        ? price
        : t('prices.fromPrice', { price })}
    </Typography>
  );
}
