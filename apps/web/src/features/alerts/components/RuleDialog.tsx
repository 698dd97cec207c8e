import { AlertRuleCreateInput, MessageKey, type AlertRule } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../lib/forms/FormSwitch';
import { applyServerErrors, SubmitButton, useZodForm } from '../../../lib/forms';
import { usePartnerUsers } from '../../../lib/partners';
import { alertsApi } from '../api';
import { alertsKeys } from '../queries';
import { ruleChanges, ruleFormValues, type RuleOutput } from '../rule-form';
import { ConditionFields } from './ConditionFields';
import { ChoiceField } from './fields';

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
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [formError, setFormError] = useState<string>();
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

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (choosePartner && !rule && values.partnerId === undefined) {
      form.setError('partnerId', { type: 'required', message: MessageKey.required });
      return;
    }
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const userChoices = (users.data?.data ?? []).map((user) => ({
    id: user.id,
    label: [user.login, [user.name, user.surname].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
  }));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{rule ? t('editTitle') : t('add')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          {choosePartner && !rule && (
            <ChoiceField
              control={form.control}
              name="partnerId"
              label={t('partner')}
              required
              choices={partners.data ?? []}
            />
          )}
          <ChoiceField
            control={form.control}
            name="userId"
            label={t('whose')}
            noneLabel={t('wholePartner')}
            helperText={t('whoseHint')}
            choices={userChoices}
          />
          <ChoiceField
            control={form.control}
            name="serviceId"
            label={t('service')}
            noneLabel={t('allServices')}
            choices={services.data ?? []}
          />
          <ConditionFields control={form.control} />
          <FormSwitch control={form.control} name="email" label={t('emailSwitch')} />
          <FormSwitch control={form.control} name="enabled" label={t('enabled')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <SubmitButton busy={save.isPending} fullWidth={false} size="medium">
            {rule ? t('save') : t('add')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
