import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { QueryState, ViewDialog } from '../../../lib/ui';
import { outboxApi } from '../api';
import { outboxKeys } from '../queries';

/** One kept message, as the server gives it: its one-time secrets already masked. */
export function MessageDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation('outbox');
  const message = useQuery({
    queryKey: outboxKeys.message(id ?? 0),
    queryFn: () => outboxApi.message(id!),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
  return (
    <ViewDialog
      open={id !== undefined}
      onClose={onClose}
      title={message.data?.subject ?? t('message')}
    >
      <QueryState query={message}>
        {(data) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('to')}: {data.to} · {formatMoment(data.createdAt, i18n.language)}
              {data.sentAt &&
                ` · ${t('sentAt', { time: formatMoment(data.sentAt, i18n.language) })}`}
            </Typography>
            {data.masked && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('masked')}
              </Alert>
            )}
            {data.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('error', { error: data.error })}
              </Alert>
            )}
            <Box
              component="pre"
              data-testid="outbox-text"
              sx={{
                m: 0,
                p: 2,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
              }}
            >
              {data.text}
            </Box>
          </>
        )}
      </QueryState>
    </ViewDialog>
  );
}
