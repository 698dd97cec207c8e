import { API_ABILITIES, ApiKeyCreateInput } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
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
import { FormCheckboxGroup } from '../../../lib/forms/FormCheckboxGroup';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { abilityKey, type IssuedKey } from '../api';
import { useIssueKey, useKeyHolders } from '../queries';

/**
 * Issuing a key: its name, what it may do, its last day if any, and (for an administrator) whose
 * it is. The key comes back once; the page shows it in its own dialog.
 */
export function IssueKeyDialog({
  open,
  chooseOwner,
  onClose,
  onIssued,
}: {
  open: boolean;
  /** An administrator picks the integrator or partner; anybody else issues its own keys. */
  chooseOwner: boolean;
  onClose: () => void;
  onIssued: (key: IssuedKey) => void;
}) {
  const { t } = useTranslation('api-keys');
  const titleId = useId();
  const [formError, setFormError] = useState<string>();
  const holders = useKeyHolders(open && chooseOwner);
  const form = useZodForm(ApiKeyCreateInput, {
    name: '',
    abilities: [],
    expiresOn: null,
    ...(chooseOwner ? { userId: undefined } : {}),
  });
  const issue = useIssueKey();
  const close = () => {
    form.reset();
    setFormError(undefined);
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      onIssued(await issue.mutateAsync(input));
      form.reset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['name', 'userId', 'abilities', 'expiresOn']),
      );
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('issue')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="name"
            label={t('name')}
            helperText={t('nameHint')}
            required
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {chooseOwner && (
            <Controller
              control={form.control}
              name="userId"
              render={({ field, fieldState, formState }) => {
                const shown = shownError(fieldState, formState);
                return (
                  <TextField
                    select
                    label={t('owner')}
                    required
                    fullWidth
                    margin="normal"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    error={Boolean(shown)}
                    helperText={translateMessage(shown?.message) ?? t('ownerHint')}
                  >
                    {(holders.data ?? []).map((holder) => (
                      <MenuItem key={holder.id} value={holder.id}>
                        {holder.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }}
            />
          )}
          <FormCheckboxGroup
            control={form.control}
            name="abilities"
            label={t('abilities')}
            options={API_ABILITIES}
            optionLabel={(ability) => t(`abilityNames.${abilityKey(ability)}`)}
            required
          />
          <FormDayField
            control={form.control}
            name="expiresOn"
            nullable
            label={t('expiresOn')}
            helperText={t('expiresOnHint')}
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <SubmitButton busy={issue.isPending} fullWidth={false} size="medium">
            {t('issue')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
