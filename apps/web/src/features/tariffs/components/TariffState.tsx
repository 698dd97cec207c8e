import type { Tariff } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';

/** Ended, not started yet, in use or unused. */
export function TariffState({
  tariff,
}: {
  tariff: Pick<Tariff, 'validFrom' | 'validTo' | 'inUse'>;
}) {
  const { t } = useTranslation('tariffs');
  const today = todayIso();
  if (tariff.validTo && tariff.validTo < today)
    return <Chip size="small" label={t('state.ended')} />;
  if (tariff.validFrom > today)
    return <Chip size="small" color="info" variant="outlined" label={t('state.upcoming')} />;
  return tariff.inUse ? (
    <Chip size="small" color="success" variant="outlined" label={t('state.inUse')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('state.unused')} />
  );
}
