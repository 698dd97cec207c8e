import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { RouterLink } from '../../../lib/ui/RouterLink';
import { usersApi } from '../api';
import { PageHeading } from '../../../lib/ui/PageHeading';

type Outcome = { ok: boolean; message: string };

/** Where the link of a confirmation mail lands: confirms the address once and says how it went. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>();
  // The token works once: a second call (StrictMode's repeated effect) would answer 422.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    usersApi
      .confirmEmail(token)
      .then((answer) => setOutcome({ ok: true, message: answer.message }))
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          message: isHttpError(error) ? error.message : t('confirmEmail.failed'),
        }),
      );
  }, [token, t]);

  const shown: Outcome | undefined = token
    ? outcome
    : { ok: false, message: t('confirmEmail.noToken') };
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <PageHeading>{t('confirmEmail.title')}</PageHeading>
        {shown ? (
          <Alert severity={shown.ok ? 'success' : 'error'} role={shown.ok ? 'status' : 'alert'}>
            {shown.message}
          </Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('confirmEmail.checking')}</Typography>
          </Stack>
        )}
        <RouterLink to="/">{t('confirmEmail.toCabinet')}</RouterLink>
      </Stack>
    </Paper>
  );
}
