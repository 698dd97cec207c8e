import { AlertRuleCreateInput, MessageKey, type AlertRule } from '@cabinet/contract';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../lib/forms/FormSwitch';
import { useZodForm } from '../../../lib/forms';
import { FormChoiceField } from '../../../lib/forms/FormChoiceField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { usePartnerUsers } from '../../../lib/partners';
import { alertsApi } from '../api';
import { alertsKeys } from '../queries';
import { ruleChanges, ruleFormValues, type RuleOutput } from '../rule-form';
import { ConditionFields } from './ConditionFields';

/** The form's fields a 422 answer may name. */
const FIELDS = [
  'partnerId',
  'userId',
  'serviceId',
  'condition',
  'condition.kind',
  'condition.below',
  'condition.unit',
  'condition.aboveMinor',
  'condition.currency',
  'condition.abovePercent',
  'condition.minRequests',
  'condition.hours',
  'enabled',
  'email',
] as const;

/**
 * A new rule, or changes to one: whose usage (for an administrator, which partner first), which
 * service, the condition, whether it is on and mailed. Shown only while open, so each opening
 * starts from the rule's values.
 */
export function RuleDialog({
  rule,
  partnerId,
  choosePartner,
  onClose,
  onSaved,
}: {
  /** The rule being changed; none for a new one. */
  rule?: AlertRule;
  /** Whose rules (a partner's own id, or the administrator's current choice). */
  partnerId?: number;
  choosePartner: boolean;
  onClose: () => void;
  onSaved: (rule: AlertRule) => void;
}) {
  const { t } = useTranslation('alerts');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const form = useZodForm(AlertRuleCreateInput, {
    ...ruleFormValues(rule),
    ...(choosePartner && !rule ? { partnerId } : {}),
  });
  const chosenPartner = useWatch({ control: form.control, name: 'partnerId' });
  const owner = rule?.partner.id ?? (choosePartner ? chosenPartner : partnerId);
  const partners = useQuery({
    queryKey: alertsKeys.partners,
    queryFn: alertsApi.partners,
    enabled: choosePartner && !rule,
  });
  const users = usePartnerUsers(owner, { rowsPerPage: 0, sortBy: 'login' }, { retry: false });
  const services = useQuery({ queryKey: alertsKeys.services, queryFn: alertsApi.services });
  const save = useMutation({
    mutationFn: (values: RuleOutput) =>
      rule ? alertsApi.update(rule.id, ruleChanges(rule, values)) : alertsApi.create(values),
    meta: { quiet: true },
  });

  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    if (choosePartner && !rule && values.partnerId === undefined) {
      form.setError('partnerId', { type: 'required', message: MessageKey.required });
      return;
    }
    onSaved(await save.mutateAsync(values));
  });

  const userChoices = (users.data?.data ?? []).map((user) => ({
    id: user.id,
    label: [user.login, [user.name, user.surname].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
  }));

  return (
    <FormDialog
      open
      onClose={onClose}
      fullScreen={phone}
      title={rule ? t('editTitle') : t('add')}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={rule ? t('save') : t('add')}
      busy={save.isPending}
      cancelLabel={t('cancel')}
    >
      {choosePartner && !rule && (
        <FormChoiceField
          control={form.control}
          name="partnerId"
          label={t('partner')}
          required
          choices={partners.data ?? []}
        />
      )}
      <FormChoiceField
        control={form.control}
        name="userId"
        label={t('whose')}
        noneLabel={t('wholePartner')}
        helperText={t('whoseHint')}
        choices={userChoices}
      />
      <FormChoiceField
        control={form.control}
        name="serviceId"
        label={t('service')}
        noneLabel={t('allServices')}
        choices={services.data ?? []}
      />
      <ConditionFields control={form.control} />
      <FormSwitch control={form.control} name="email" label={t('emailSwitch')} />
      <FormSwitch control={form.control} name="enabled" label={t('enabled')} />
    </FormDialog>
  );
}
