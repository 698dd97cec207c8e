import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isRefused } from '../http';
import { NoAccess } from './NoAccess';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** When given and true for the data, `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error (with retry), no-access and empty states every list shares. */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3 }}
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    if (isRefused(query.error)) return <NoAccess />;
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadFailed')}: {query.error.message}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Box role="status" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
        {empty ?? t('common.empty')}
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
