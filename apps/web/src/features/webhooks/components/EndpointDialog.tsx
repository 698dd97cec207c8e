import {
  WEBHOOK_EVENT_TYPES,
  WebhookEndpointCreateInput,
  type WebhookEndpoint,
} from '@cabinet/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FormCheckboxGroup } from '../../../lib/forms/FormCheckboxGroup';
import { FormChoiceField } from '../../../lib/forms/FormChoiceField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { useDialogForm } from '../../../lib/forms/use-dialog-form';
import { eventKey, webhooksApi, type EndpointWithSecret } from '../api';
import { webhooksKeys } from '../queries';

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
  const { onSubmit, formError, close } = useDialogForm(
    form,
    ['url', 'description', 'events', 'partnerId'],
    async (input) => {
      if (editing) onSaved(await update.mutateAsync({ id: editing.id, input }));
      else onCreated(await create.mutateAsync(input));
    },
    { blank, onClose },
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t(editing ? 'edit' : 'add')}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={editing ? t('common.save', { ns: 'common' }) : t('add')}
      busy={create.isPending || update.isPending}
      cancelLabel={t('cancel')}
    >
      <FormTextField
        control={form.control}
        name="url"
        label={t('url')}
        helperText={t('urlHint')}
        required
        margin="normal"
        type="url"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('description')}
        helperText={t('descriptionHint')}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {chooseOwner && !editing && (
        <FormChoiceField
          control={form.control}
          name="partnerId"
          label={t('owner')}
          noneLabel={t('provider')}
          helperText={t('ownerHint')}
          choices={partners.data ?? []}
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
    </FormDialog>
  );
}
