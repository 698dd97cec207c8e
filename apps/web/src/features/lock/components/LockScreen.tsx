import { useState } from 'react';
import { LoginRequest, type CurrentUser, type TokenResponse } from '@cabinet/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  SubmitButton,
  useZodForm,
} from '../../../lib/forms';
import { FormError } from '../../../lib/forms/FormError';
import { lockApi } from '../api';
import { PageHeading } from '../../../lib/ui/PageHeading';

export type LockVariant = 'page' | 'card';

interface LockScreenProps {
  /** Whose session it is; `null` when nobody is known (the login is then typed). */
  user: CurrentUser | null;
  variant: LockVariant;
  onUnlocked: (answer: TokenResponse) => void | Promise<void>;
  onOtherUser: () => void;
}

const initials = (user: CurrentUser) =>
  [user.name, user.surname]
    .map((part) => part.trim()[0] ?? '')
    .join('')
    .toUpperCase() || user.login.slice(0, 1).toUpperCase();

/** Sign in again with the same login: the full-page and the card presentation. */
export function LockScreen({ user, variant, onUnlocked, onOtherUser }: LockScreenProps) {
  const { t } = useTranslation('lock');
  const { control, handleSubmit, setError, formState } = useZodForm(LoginRequest, {
    login: user?.login ?? '',
    password: '',
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = handleSubmit(async ({ login, password }) => {
    setFormError(undefined);
    try {
      await onUnlocked(await lockApi.unlock(login, password));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, user ? ['password'] : ['login', 'password']));
    }
  });
  const name = user ? [user.name, user.surname].filter(Boolean).join(' ') || user.login : '';

  const content = (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }} aria-hidden>
        {user ? initials(user) : <LockIcon fontSize="large" />}
      </Avatar>
      <Box>
        <PageHeading id="lock-title">{t('title')}</PageHeading>
        {user && (
          <Typography sx={{ fontWeight: 600, mt: 0.5 }} data-testid="lock-user">
            {name}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {user ? t('text') : t('signedOutText')}
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="lock-title"
        sx={{ width: '100%', maxWidth: 360 }}
      >
        <Stack spacing={2}>
          <FormError message={formError} />
          <FormTextField
            control={control}
            name="login"
            label={t('login')}
            autoComplete="username"
            slotProps={{ htmlInput: { readOnly: Boolean(user) } }}
            autoFocus={!user}
          />
          <PasswordField
            control={control}
            name="password"
            label={t('password')}
            autoComplete="current-password"
            autoFocus={Boolean(user)}
          />
          <SubmitButton busy={formState.isSubmitting}>{t('unlock')}</SubmitButton>
          <Button onClick={onOtherUser}>{t('otherUser')}</Button>
        </Stack>
      </Box>
    </Stack>
  );

  if (variant === 'card') {
    return (
      <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto', width: '100%' }}>
        <Box sx={{ height: 8, bgcolor: 'primary.main' }} />
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{content}</CardContent>
      </Card>
    );
  }
  return (
    <Box
      sx={{
        minHeight: { xs: 'auto', sm: '60vh' },
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
      }}
    >
      {content}
    </Box>
  );
}
