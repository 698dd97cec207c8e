import { RuleGroupInput, type RuleGroup } from '@cabinet/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';
import { accessControlPaths as paths } from '../../../lib/paths';
import { useSaveRuleGroup } from '../queries';
import { AccessItemForm } from './AccessItemForm';

const FIELDS = ['slug', 'name', 'description', 'rules'] as const;
const emptyRule = { slug: '', name: '', description: '' };

/** Creates a rule group (no `group`) or edits one with its rules. */
export function RuleGroupForm({ group }: { group?: RuleGroup }) {
  const { t } = useTranslation('access-control');
  const save = useSaveRuleGroup();
  const form = useZodForm(RuleGroupInput, {
    id: group?.id,
    slug: group?.slug ?? '',
    name: group?.name ?? '',
    description: group?.description ?? '',
    rules: group?.rules.map(({ slug, name, description }) => ({ slug, name, description })) ?? [],
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const submit = useSaveAndLeave(form, FIELDS, save.mutateAsync, {
    saved: t('accessControl.ruleGroupSaved'),
    leaveTo: paths.rules,
  });

  return (
    <AccessItemForm
      label={t('rules.formLabel')}
      control={form.control}
      idField={{ name: 'slug', label: t('fields.slug'), hint: t('rules.slugHint') }}
      isNew={!group}
      submit={submit}
      cancelTo={paths.rules}
    >
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
                control={form.control}
                name={`rules.${index}.slug`}
                label={t('fields.slug')}
                placeholder="partners.view"
                required
              />
              <FormTextField
                control={form.control}
                name={`rules.${index}.name`}
                label={t('fields.name')}
                required
              />
              <FormTextField
                control={form.control}
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
    </AccessItemForm>
  );
}
