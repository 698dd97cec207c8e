import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { usersApi } from '../api';

type Outcome = { ok: boolean; message: string };

/**
 * Whether the own address is confirmed (alert mail goes only to confirmed ones) and, if not, a
 * way to have the link mailed again. The outcome region exists from the start, so that screen
 * readers announce what is written into it.
 */
export function EmailConfirmationState({
  email,
  confirmed,
}: {
  email: string;
  confirmed: boolean;
}) {
  const { t } = useTranslation('profile');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  if (confirmed)
    return (
      <Typography variant="body2" color="success.main">
        {t('emailState.confirmed')}
      </Typography>
    );

  const resend = async () => {
    setSending(true);
    setOutcome(undefined);
    try {
      await usersApi.requestEmailConfirmation();
      setOutcome({ ok: true, message: t('emailState.sent', { email }) });
    } catch (error) {
      setOutcome({
        ok: false,
        message: isHttpError(error) ? error.message : t('emailState.failed'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="warning.main">
        {t('emailState.unconfirmed')}
      </Typography>
      <Button variant="outlined" size="small" onClick={resend} disabled={sending}>
        {t('emailState.resend')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={outcome?.ok === false ? 'error' : 'text.secondary'}
      >
        {outcome?.message}
      </Typography>
    </Stack>
  );
}
