import type { TariffSimulationInput } from '@cabinet/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '../../../lib/format/money';

/** The draft package as typed: its size in requests and its price in tenge; empty size: none. */
export interface PackageDraftText {
  quota: string;
  price: string;
}

export const NO_PACKAGE: PackageDraftText = { quota: '', price: '' };

/** The draft's `package`: absent without a size; what does not parse is sent for the server to refuse. */
export function packageDraft(
  text: PackageDraftText,
): TariffSimulationInput['draft']['package'] | undefined {
  const quota = text.quota.replace(/\s/g, '');
  if (quota === '') return undefined;
  return {
    quota: /^\d+$/.test(quota) ? Number(quota) : 0,
    priceMinor: parseMoney(text.price) ?? -1,
  };
}

/** The simulator's draft package: a monthly package of the tariff, bought in each month used. */
export function PackageDraftFields({
  value,
  onChange,
}: {
  value: PackageDraftText;
  onChange: (value: PackageDraftText) => void;
}) {
  const { t } = useTranslation('tariffs');
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {t('simulator.package')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('simulator.packageRule')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <TextField
          size="small"
          label={t('simulator.packageQuota')}
          value={value.quota}
          onChange={(event) => onChange({ ...value, quota: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={t('simulator.packagePrice')}
          value={value.price}
          onChange={(event) => onChange({ ...value, price: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
    </Stack>
  );
}
