import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { USAGE_RECORDED_EVENT } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { formatCount } from '../../../lib/format';
import { usePrivateEvent } from '../../../lib/private-events';
import { QueryState } from '../../../lib/ui';
import { useOwnReceipts, usageKeys } from '../queries';

/**
 * An integrator's day on its home: what its batches had accepted, answered as duplicates and
 * refused today (the provider's day), from its receipts.
 */
export default function IngestToday() {
  const { t, i18n } = useTranslation('usage');
  const receipts = useOwnReceipts();
  const queryClient = useQueryClient();
  usePrivateEvent(
    USAGE_RECORDED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: usageKeys.receipts }),
  );
  return (
    <QueryState query={receipts}>
      {(days) => {
        const today = days.find((day) => day.day === todayIso()) ?? {
          accepted: 0,
          duplicates: 0,
          rejected: 0,
        };
        return (
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="ingest-today">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('receipts.today')}
            </Typography>
            <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(['accepted', 'duplicates', 'rejected'] as const).map((key) => (
                <div key={key}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`receipts.${key}`)}
                  </Typography>
                  <Typography
                    sx={{ fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                    data-testid={`ingest-${key}`}
                  >
                    {formatCount(today[key], i18n.language)}
                  </Typography>
                </div>
              ))}
            </Stack>
          </Paper>
        );
      }}
    </QueryState>
  );
}
