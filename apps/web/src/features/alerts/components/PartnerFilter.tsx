import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../../lib/query';

const ALL = 0;

/** Staff's choice of whose rules they see: one partner's, or everybody's (`undefined`). */
export function PartnerFilter({
  chosen,
  partners,
  onChoose,
}: {
  chosen: number | undefined;
  partners: Choice[];
  onChoose: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('alerts');
  return (
    <TextField
      select
      label={t('partner')}
      value={chosen ?? ALL}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChoose(id === ALL ? undefined : id);
      }}
      sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
    >
      <MenuItem value={ALL}>{t('allPartners')}</MenuItem>
      {partners.map((partner) => (
        <MenuItem key={partner.id} value={partner.id}>
          {partner.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
