import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../../lib/http';

/** The request while it loads, or why it cannot be shown (gone: a warning; else a retry). */
export function DetailWait({ detail }: { detail: UseQueryResult<unknown> }) {
  const { t } = useTranslation('usage');
  if (detail.isPending)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('common.loading')}</Typography>
      </Stack>
    );
  if (!detail.isError) return null;
  const gone = isHttpError(detail.error) && detail.error.status === 404;
  return (
    <Alert
      severity={gone ? 'warning' : 'error'}
      role="alert"
      action={
        gone ? undefined : (
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {detail.error.message}
    </Alert>
  );
}
