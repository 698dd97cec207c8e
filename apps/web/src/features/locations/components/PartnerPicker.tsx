import type { PartnerLocation } from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Chooses which partner a page shows (shown when there is more than one). */
export function PartnerPicker({
  partners,
  value,
  onChange,
}: {
  partners: PartnerLocation[];
  value: number | undefined;
  onChange: (partnerId: number) => void;
}) {
  const { t } = useTranslation('locations');
  if (partners.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={t('partner')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 240 }}
    >
      {partners.map((partner) => (
        <MenuItem key={partner.partnerId} value={partner.partnerId}>
          {partner.companyName}
        </MenuItem>
      ))}
    </TextField>
  );
}
