import { useState } from 'react';
import { KZ_CITIES, LocationInput, type PartnerLocation } from '@cabinet/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { locationsApi } from '../api';
import { cityName } from '../cities';
import { locationsKeys } from '../queries';

export interface Draft {
  cityCode: string;
  latitude: string;
  longitude: string;
}

export const draftOf = (location: PartnerLocation): Draft => ({
  cityCode: location.cityCode ?? '',
  latitude: location.exact && location.latitude !== null ? String(location.latitude) : '',
  longitude: location.exact && location.longitude !== null ? String(location.longitude) : '',
});

const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * An admin sets a partner's city and, optionally, its exact point (typed, or picked on the map
 * by the page). Checked with the contract's schema first, then by the server.
 */
export function LocationForm({
  partnerId,
  draft,
  onChange,
}: {
  partnerId: number;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const { t, i18n } = useTranslation('locations');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: LocationInput) => locationsApi.save(partnerId, body),
    onSuccess: async () => {
      setErrors({});
      notify({ type: 'positive', message: t('saved') });
      await queryClient.invalidateQueries({ queryKey: locationsKeys.all });
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 422)
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      else notify({ type: 'negative', message: error.message });
    },
  });
  const submit = () => {
    const body = {
      cityCode: draft.cityCode,
      latitude: number(draft.latitude),
      longitude: number(draft.longitude),
    };
    const checked = LocationInput.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= t(issue.message);
      setErrors(found);
      return;
    }
    save.mutate(body);
  };
  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [name]: event.target.value }),
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-labelledby="location-form-title"
    >
      <Typography
        variant="subtitle1"
        component="h2"
        id="location-form-title"
        sx={{ fontWeight: 600 }}
      >
        {t('edit')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('editHint')}
      </Typography>
      <Stack spacing={2}>
        <TextField select label={t('city')} required {...field('cityCode')}>
          {[...KZ_CITIES]
            .sort((a, b) => cityName(a, i18n.language).localeCompare(cityName(b, i18n.language)))
            .map((city) => (
              <MenuItem key={city.code} value={city.code}>
                {cityName(city, i18n.language)}
              </MenuItem>
            ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('latitude')} inputMode="decimal" {...field('latitude')} fullWidth />
          <TextField label={t('longitude')} inputMode="decimal" {...field('longitude')} fullWidth />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button onClick={() => onChange({ ...draft, latitude: '', longitude: '' })}>
            {t('clearPoint')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
