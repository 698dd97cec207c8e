import { API_ABILITIES, ApiKeyCreateInput } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { FormTextField, useZodForm } from '../../../lib/forms';
import { FormCheckboxGroup } from '../../../lib/forms/FormCheckboxGroup';
import { FormChoiceField } from '../../../lib/forms/FormChoiceField';
import { FormDayField } from '../../../lib/forms/FormDayField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { useDialogForm } from '../../../lib/forms/use-dialog-form';
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
  const holders = useKeyHolders(open && chooseOwner);
  const form = useZodForm(ApiKeyCreateInput, {
    name: '',
    abilities: [],
    expiresOn: null,
    ...(chooseOwner ? { userId: undefined } : {}),
  });
  const issue = useIssueKey();
  const { onSubmit, formError, close } = useDialogForm(
    form,
    ['name', 'userId', 'abilities', 'expiresOn'],
    async (input) => onIssued(await issue.mutateAsync(input)),
    { onClose },
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('issue')}
      error={formError}
      onSubmit={onSubmit}
      submitLabel={t('issue')}
      busy={issue.isPending}
      cancelLabel={t('cancel')}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('name')}
        helperText={t('nameHint')}
        required
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {chooseOwner && (
        <FormChoiceField
          control={form.control}
          name="userId"
          label={t('owner')}
          required
          helperText={t('ownerHint')}
          choices={holders.data ?? []}
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
    </FormDialog>
  );
}
