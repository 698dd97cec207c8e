import {
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointCreateInput,
  type WebhookEndpoint,
} from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
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
import { FormCheckboxGroup } from '../../../lib/forms/FormCheckboxGroup';
import { eventKey, webhooksApi, type EndpointWithSecret } from '../api';
import { webhooksKeys } from '../queries';

/** The provider itself, in the owner list (the API's `partnerId: null`). */
const PROVIDER = 0;

/**
 * A new endpoint, or one to change (`editing`): its URL, description and events, and for an
 * administrator adding one, whose it is (the provider or a partner: it stays whose it is). A new
 * endpoint's secret comes back once; the page shows it in its own dialog.
 */
export function EndpointDialog({
  open,
  editing,
  chooseOwner,
  onClose,
  onCreated,
  onSaved,
}: {
  open: boolean;
  editing?: WebhookEndpoint | undefined;
  chooseOwner: boolean;
  onClose: () => void;
  onCreated: (endpoint: EndpointWithSecret) => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useTranslation('webhooks');
  const titleId = useId();
  const [formError, setFormError] = useState<string>();
  const partners = useQuery({
    queryKey: webhooksKeys.partners,
    queryFn: webhooksApi.partners,
    enabled: open && chooseOwner && !editing,
  });
  const blank: WebhookEndpointCreateInput = {
    url: '',
    description: '',
    events: [],
    ...(chooseOwner ? { partnerId: null } : {}),
  };
  const form = useZodForm(WebhookEndpointCreateInput, blank);
  useEffect(() => {
    if (open && editing)
      form.reset({ url: editing.url, description: editing.description, events: editing.events });
  }, [open, editing, form]);
  const create = useMutation({ mutationFn: webhooksApi.create, meta: { quiet: true } });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: WebhookEndpointCreateInput }) =>
      webhooksApi.update(id, {
        url: input.url,
        description: input.description ?? '',
        events: input.events,
      }),
    meta: { quiet: true },
  });
  const close = () => {
    form.reset(blank);
    setFormError(undefined);
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      if (editing) onSaved(await update.mutateAsync({ id: editing.id, input }));
      else onCreated(await create.mutateAsync(input));
      form.reset(blank);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['url', 'description', 'events', 'partnerId']),
      );
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t(editing ? 'edit' : 'add')}</DialogTitle>
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
          {chooseOwner && !editing && (
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
          <FormCheckboxGroup
            control={form.control}
            name="events"
            label={t('events')}
            options={WEBHOOK_EVENT_TYPES}
            optionLabel={(type) => `${t(`eventNames.${eventKey(type)}`)} (${type})`}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <SubmitButton busy={create.isPending || update.isPending} fullWidth={false} size="medium">
            {editing ? t('common.save', { ns: 'common' }) : t('add')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
