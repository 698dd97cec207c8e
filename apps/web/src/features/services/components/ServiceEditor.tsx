import { BILLABLE_OUTCOMES, type Service } from '@cabinet/contract';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormShell } from '../../../lib/forms/FormShell';
import { useSaveAndLeave } from '../../../lib/forms/use-save-and-leave';
import { FormSection } from '../../../lib/forms/FormSection';
import { FormTextFields } from '../../../lib/forms/FormTextFields';
import { NOTES_FIELD, VERBATIM_INPUT } from '../../../lib/forms/input-kinds';
import { useBillableOutcomesText } from '../../../lib/billing';
import { servicesPaths as paths } from '../../../lib/paths';
import { useSaveService } from '../queries';
import { SERVICE_FIELDS, ServiceForm, serviceFormValues } from '../schemas';
import { DocumentationEditor } from './DocumentationEditor';
import { FormFieldsEditor } from './FormFieldsEditor';
import { useFormDraft } from '../../../lib/forms/form-draft';

/** Adds a service (no `service`) or edits one: card, input form and documentation. */
export function ServiceEditor({ service }: { service?: Service }) {
  const { t } = useTranslation('services');
  const ruleText = useBillableOutcomesText();
  const save = useSaveService();
  const form = useZodForm(ServiceForm, serviceFormValues(service));
  const { control, getValues } = form;
  const draft = useFormDraft(form, `service:${service?.id ?? 'new'}`);
  const fieldPaths = () => [
    ...SERVICE_FIELDS,
    ...getValues('form').flatMap((_, index) =>
      (['name', 'type', 'label', 'required', 'pattern'] as const).map(
        (key) => `form.${index}.${key}` as const,
      ),
    ),
  ];
  const { onSubmit, formError, busy } = useSaveAndLeave(
    form,
    fieldPaths,
    (values) => {
      const body = {
        ...values,
        form: values.form.map(({ pattern, ...field }) => (pattern ? { ...field, pattern } : field)),
      };
      return save.mutateAsync({ id: service?.id, body });
    },
    { saved: t('services.saved'), leaveTo: paths.list, draft },
  );

  return (
    <FormShell
      label={service ? t('routes.serviceEditPage') : t('routes.serviceAddPage')}
      onSubmit={onSubmit}
      error={formError}
    >
      <FormSection title={t('sections.card')}>
        <FormTextFields
          control={control}
          labelOf={(name) => t(`fields.${name}`)}
          fields={[
            { name: 'name', required: true, autoFocus: !service },
            { name: 'code', helperText: t('codeHint'), required: true, slotProps: VERBATIM_INPUT },
            { name: 'description', ...NOTES_FIELD },
          ]}
        />
        <FormTextField control={control} name="status" select label={t('fields.status')}>
          <MenuItem value="active">{t('status.active')}</MenuItem>
          <MenuItem value="disabled">{t('status.disabled')}</MenuItem>
        </FormTextField>
        <FormTextField
          control={control}
          name="upstreamUrl"
          label={t('fields.upstreamUrl')}
          helperText={t('upstreamHint')}
          slotProps={VERBATIM_INPUT}
        />
        <FormTextField
          control={control}
          name="billableOutcomes"
          select
          label={t('fields.billableOutcomes')}
          helperText={t('billableOutcomesHint')}
          className="wide"
        >
          {BILLABLE_OUTCOMES.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {ruleText(rule)}
            </MenuItem>
          ))}
        </FormTextField>
      </FormSection>
      <FormSection title={t('sections.form')}>
        <div className="wide">
          <FormFieldsEditor control={control} />
        </div>
      </FormSection>
      <FormSection title={t('sections.documentation')}>
        <div className="wide">
          <DocumentationEditor control={control} />
        </div>
      </FormSection>
      <FormActions cancelTo={paths.list} busy={busy} />
    </FormShell>
  );
}
