import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Shown instead of content the user's permissions do not cover (HTTP 403 or a route rule). */
export function NoAccess({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="alert" data-testid="no-access">
      <AlertTitle>{t('noAccess.title')}</AlertTitle>
      {message ?? t('noAccess.text')}
    </Alert>
  );
}
