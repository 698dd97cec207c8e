import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { isHttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import type { AttachableUser } from '../api';
import { useAttachableUsers, useAttachUser } from '../queries';

/** Picks a user without a partner and attaches it to this one. */
export function AttachUserDialog({
  open,
  partnerId,
  partnerName,
  onClose,
}: {
  open: boolean;
  partnerId: number;
  partnerName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('partners');
  const users = useAttachableUsers(open);
  const attach = useAttachUser();
  const [user, setUser] = useState<AttachableUser | null>(null);
  const [error, setError] = useState<string>();

  const close = () => {
    setUser(null);
    setError(undefined);
    onClose();
  };

  const submit = () => {
    if (!user) {
      setError(t('attach.pick'));
      return;
    }
    setError(undefined);
    attach.mutate(
      { userId: user.id, partnerId },
      {
        onSuccess: (answer) => {
          notify({ type: answer.success ? 'positive' : 'negative', message: answer.message });
          if (answer.success) close();
        },
        onError: (failure) => {
          const fields = isHttpError(failure) ? Object.values(failure.fieldErrors).flat() : [];
          setError(fields.length > 0 ? fields.join(' ') : failure.message);
        },
      },
    );
  };

  const label = (option: AttachableUser) =>
    `${option.login}${option.name ? ` — ${option.name}` : ''} (${option.email})`;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('attach.title')}
      text={t('attach.text', { name: partnerName })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t('attach.submit')}
      busy={attach.isPending}
    >
      <Autocomplete
        options={users.data ?? []}
        loading={users.isPending}
        value={user}
        onChange={(_, value) => {
          setUser(value);
          setError(undefined);
        }}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('attach.none')}
        loadingText={t('common.loading')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('attach.user')}
            error={Boolean(error)}
            helperText={error ?? t('attach.hint')}
            autoFocus
          />
        )}
      />
      {users.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {users.error.message}
        </Alert>
      )}
    </FormDialog>
  );
}
