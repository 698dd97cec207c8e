import { useState } from 'react';
import { RoleInput, type Role, type RuleGroup } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useSaveRole } from '../queries';
import { RulePicker } from './RulePicker';
import { useFormDraft } from '../../../lib/forms/form-draft';

const FIELDS = ['key', 'name', 'description', 'rules'] as const;

/** Creates a role (no `role`) or edits one; rules are picked by rule group. */
export function RoleForm({ role, groups }: { role?: Role; groups: RuleGroup[] }) {
  const { t } = useTranslation('access-control');
  const navigate = useNavigate();
  const save = useSaveRole();
  const form = useZodForm(RoleInput, {
    key: role?.key ?? '',
    name: role?.name ?? '',
    description: role?.description ?? '',
    rules: role?.rules.map((rule) => rule.slug) ?? [],
  });
  const { control, handleSubmit, setError, formState } = form;
  const draft = useFormDraft(form, `role:${role?.id ?? 'new'}`);
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync({ id: role?.id, body });
      draft.clear();
      notify({ type: 'positive', message: answer.message ?? t('accessControl.roleSaved') });
      navigate(paths.roles);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('roles.formLabel')}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="key"
              label={t('fields.key')}
              helperText={t('roles.keyHint')}
              required
              autoFocus={!role}
            />
            <FormTextField control={control} name="name" label={t('fields.name')} required />
          </Stack>
          <FormTextField
            control={control}
            name="description"
            label={t('fields.description')}
            required
            multiline
            minRows={2}
          />
        </Stack>
      </Paper>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('roles.rules')}
        </Typography>
        <Controller
          control={control}
          name="rules"
          render={({ field, fieldState }) => (
            <>
              {fieldState.error && (
                <Alert severity="error">{translateMessage(fieldState.error.message)}</Alert>
              )}
              <RulePicker groups={groups} value={field.value ?? []} onChange={field.onChange} />
            </>
          )}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.roles}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
