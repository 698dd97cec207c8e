import { useState } from 'react';
import { MAINTENANCE_NOTE_MAX, type MaintenanceState } from '@cabinet/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../lib/forms/FormError';
import { notify } from '../../../lib/notify';
import { maintenanceApi } from '../api';
import { maintenanceKeys } from '../queries';

/** The admin's switch: on or off, with an optional message of their own. */
export function MaintenanceSwitch({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation('maintenance');
  const client = useQueryClient();
  const [enabled, setEnabled] = useState(state.enabled);
  const [note, setNote] = useState(state.note);
  const save = useMutation({
    mutationFn: () => maintenanceApi.set({ enabled, note }),
    onSuccess: (answer) => {
      client.setQueryData(maintenanceKeys.state, answer.data);
      notify({ type: 'positive', message: answer.message ?? '' });
    },
    meta: { quiet: true },
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="maintenance-switch-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      sx={{ p: { xs: 2, sm: 3 }, textAlign: 'left' }}
    >
      <Typography id="maintenance-switch-title" variant="h6" component="h2">
        {t('switchTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('switchText')}
      </Typography>
      <Stack spacing={2}>
        <FormError message={save.error?.message} />
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
              name="enabled"
            />
          }
          label={t('enabled')}
        />
        <TextField
          name="note"
          label={t('note')}
          helperText={t('noteHint')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAINTENANCE_NOTE_MAX } }}
          multiline
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('apply')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
