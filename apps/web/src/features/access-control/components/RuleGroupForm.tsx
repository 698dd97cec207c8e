import { useState } from 'react';
import { RuleGroupInput, type RuleGroup } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, FormTextField, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useSaveRuleGroup } from '../queries';

const FIELDS = ['slug', 'name', 'description', 'rules'] as const;
const emptyRule = { slug: '', name: '', description: '' };

/** Creates a rule group (no `group`) or edits one with its rules. */
export function RuleGroupForm({ group }: { group?: RuleGroup }) {
  const { t } = useTranslation('access-control');
  const navigate = useNavigate();
  const save = useSaveRuleGroup();
  const { control, handleSubmit, setError, formState } = useZodForm(RuleGroupInput, {
    id: group?.id,
    slug: group?.slug ?? '',
    name: group?.name ?? '',
    description: group?.description ?? '',
    rules: group?.rules.map(({ slug, name, description }) => ({ slug, name, description })) ?? [],
  });
  const rules = useFieldArray({ control, name: 'rules' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync(body);
      notify({ type: 'positive', message: answer.message ?? t('accessControl.ruleGroupSaved') });
      navigate(paths.rules);
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
      aria-label={t('rules.formLabel')}
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
              name="slug"
              label={t('fields.slug')}
              helperText={t('rules.slugHint')}
              required
              autoFocus={!group}
            />
            <FormTextField control={control} name="name" label={t('fields.name')} required />
          </Stack>
          <FormTextField
            control={control}
            name="description"
            label={t('fields.description')}
            multiline
            minRows={2}
          />
        </Stack>
      </Paper>
      <Stack spacing={2} component="section" aria-labelledby="rule-group-rules">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="rule-group-rules" variant="h6" component="h2">
            {t('rules.rulesOfGroup')}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => rules.append(emptyRule)}>
            {t('rules.addRule')}
          </Button>
        </Stack>
        {rules.fields.length === 0 && (
          <Typography color="text.secondary">{t('rules.emptyGroup')}</Typography>
        )}
        {rules.fields.map((rule, index) => (
          <Paper key={rule.id} variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'flex-start' } }}
            >
              <FormTextField
                control={control}
                name={`rules.${index}.slug`}
                label={t('fields.slug')}
                placeholder="partners.view"
                required
              />
              <FormTextField
                control={control}
                name={`rules.${index}.name`}
                label={t('fields.name')}
                required
              />
              <FormTextField
                control={control}
                name={`rules.${index}.description`}
                label={t('fields.description')}
              />
              <IconButton
                onClick={() => rules.remove(index)}
                aria-label={t('rules.removeRule', { index: index + 1 })}
                sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.rules}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
