import { WEBHOOK_EVENT_TYPES, WebhookEndpointCreateInput } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormTextField,
  shownError,
  SubmitButton,
  useZodForm,
} from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { eventKey, webhooksApi, webhooksKeys, type EndpointWithSecret } from '../api';

/** The provider itself, in the owner list (the API's `partnerId: null`). */
const PROVIDER = 0;

/**
 * A new endpoint: its URL, description and events, and for an administrator whose it is (the
 * provider or a partner). The secret comes back once; the page shows it in its own dialog.
 */
export function CreateEndpointDialog({
  open,
  chooseOwner,
  onClose,
  onCreated,
}: {
  open: boolean;
  chooseOwner: boolean;
  onClose: () => void;
  onCreated: (endpoint: EndpointWithSecret) => void;
}) {
  const { t } = useTranslation('webhooks');
  const titleId = useId();
  const [formError, setFormError] = useState<string>();
  const partners = useQuery({
    queryKey: webhooksKeys.partners,
    queryFn: webhooksApi.partners,
    enabled: open && chooseOwner,
  });
  const form = useZodForm(WebhookEndpointCreateInput, {
    url: '',
    description: '',
    events: [],
    ...(chooseOwner ? { partnerId: null } : {}),
  });
  const create = useMutation({ mutationFn: webhooksApi.create, meta: { quiet: true } });
  const close = () => {
    form.reset();
    setFormError(undefined);
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      onCreated(await create.mutateAsync(input));
      form.reset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['url', 'description', 'events', 'partnerId']),
      );
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('add')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="url"
            label={t('url')}
            helperText={t('urlHint')}
            required
            fullWidth
            margin="normal"
            type="url"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('description')}
            helperText={t('descriptionHint')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {chooseOwner && (
            <Controller
              control={form.control}
              name="partnerId"
              render={({ field, fieldState, formState }) => {
                const shown = shownError(fieldState, formState);
                return (
                  <TextField
                    select
                    label={t('owner')}
                    fullWidth
                    margin="normal"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? PROVIDER}
                    onChange={(event) => {
                      const id = Number(event.target.value);
                      field.onChange(id === PROVIDER ? null : id);
                    }}
                    onBlur={field.onBlur}
                    error={Boolean(shown)}
                    helperText={translateMessage(shown?.message) ?? t('ownerHint')}
                  >
                    <MenuItem value={PROVIDER}>{t('provider')}</MenuItem>
                    {(partners.data ?? []).map((partner) => (
                      <MenuItem key={partner.id} value={partner.id}>
                        {partner.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }}
            />
          )}
          <Controller
            control={form.control}
            name="events"
            render={({ field, fieldState, formState }) => {
              const shown = shownError(fieldState, formState);
              const chosen = new Set<string>(field.value ?? []);
              return (
                <FormControl component="fieldset" margin="normal" error={Boolean(shown)} required>
                  <FormLabel component="legend">{t('events')}</FormLabel>
                  <FormGroup>
                    {WEBHOOK_EVENT_TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        label={`${t(`eventNames.${eventKey(type)}`)} (${type})`}
                        control={
                          <Checkbox
                            checked={chosen.has(type)}
                            onBlur={field.onBlur}
                            onChange={(event) => {
                              const next = new Set(chosen);
                              if (event.target.checked) next.add(type);
                              else next.delete(type);
                              field.onChange(WEBHOOK_EVENT_TYPES.filter((e) => next.has(e)));
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {shown && <FormHelperText>{translateMessage(shown.message)}</FormHelperText>}
                </FormControl>
              );
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <SubmitButton busy={create.isPending} fullWidth={false} size="medium">
            {t('add')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
