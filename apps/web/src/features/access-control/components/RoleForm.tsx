import { RoleInput, type Role, type RuleGroup } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useSaveRole } from '../queries';
import { AccessItemForm } from './AccessItemForm';
import { RulePicker } from './RulePicker';
import { useFormDraft } from '../../../lib/forms/form-draft';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';

const FIELDS = ['key', 'name', 'description', 'rules'] as const;

/** Creates a role (no `role`) or edits one; rules are picked by rule group. */
export function RoleForm({ role, groups }: { role?: Role; groups: RuleGroup[] }) {
  const { t } = useTranslation('access-control');
  const save = useSaveRole();
  const form = useZodForm(RoleInput, {
    key: role?.key ?? '',
    name: role?.name ?? '',
    description: role?.description ?? '',
    rules: role?.rules.map((rule) => rule.slug) ?? [],
  });
  const draft = useFormDraft(form, `role:${role?.id ?? 'new'}`);
  const submit = useSaveAndLeave(form, FIELDS, (body) => save.mutateAsync({ id: role?.id, body }), {
    saved: t('accessControl.roleSaved'),
    leaveTo: paths.roles,
    draft,
  });

  return (
    <AccessItemForm
      label={t('roles.formLabel')}
      control={form.control}
      idField={{ name: 'key', label: t('fields.key'), hint: t('roles.keyHint') }}
      isNew={!role}
      descriptionRequired
      submit={submit}
      cancelTo={paths.roles}
    >
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('roles.rules')}
        </Typography>
        <Controller
          control={form.control}
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
    </AccessItemForm>
  );
}
