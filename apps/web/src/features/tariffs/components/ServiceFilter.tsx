import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The service the tariff list is narrowed to; none: every service. */
export function ServiceFilter({
  services,
  serviceId,
  pickService,
}: {
  services: { id: number; name: string }[] | undefined;
  serviceId: number | undefined;
  pickService: (value: string) => void;
}) {
  const { t } = useTranslation('tariffs');
  return (
    <TextField
      select
      size="small"
      label={t('fields.service')}
      value={services && serviceId ? String(serviceId) : ''}
      onChange={(event) => pickService(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('allServices')}</MenuItem>
      {(services ?? []).map((service) => (
        <MenuItem key={service.id} value={String(service.id)}>
          {service.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
