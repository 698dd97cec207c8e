import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../../../lib/format';
import type { ExportRange, ExportView } from '../hooks/use-csv-export';
import { offersParts } from '../transfer/parts';
import { ExportParts } from './ExportParts';
import { timeLeft } from './time-left';

interface Props {
  range: ExportRange;
  view: ExportView;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The export's progress (a determinate bar with the percentage, rows written of total and the
 * time left), its parts, cancel.
 */
export function ExportDialog({ range, view, onRetry, onClose }: Props) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const id = useId();
  const { pending } = view;
  const running = view.phase === 'running';
  const progress = pending?.progress ?? 0;

  return (
    <Dialog
      open={view.phase !== 'closed'}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      data-testid="export-dialog"
    >
      <DialogTitle id={`${id}-title`}>{t('export.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('export.range', {
            from: formatDay(range.startDate, lang),
            to: formatDay(range.endDate, lang),
          })}
        </Typography>
        {running && (
          <Box sx={{ mb: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('export.progressLabel')}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography
                variant="body2"
                sx={{ minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                data-testid="export-percent"
              >
                {`${progress}%`}
              </Typography>
            </Stack>
            <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }}>
              {pending?.message || t('export.starting')}
            </Typography>
            {pending && pending.total > 0 && (
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                data-testid="export-rows"
              >
                {t('export.rowsDone', {
                  done: formatCount(pending.rowsWritten, lang),
                  total: formatCount(pending.total, lang),
                })}
                {view.secondsLeft !== undefined && ` · ${timeLeft(t, view.secondsLeft)}`}
              </Typography>
            )}
          </Box>
        )}
        {view.phase === 'failed' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('export.failed')}: {view.error}
          </Alert>
        )}
        {pending && offersParts(pending) && <ExportParts range={range} pending={pending} />}
      </DialogContent>
      <DialogActions>
        {view.phase === 'failed' && <Button onClick={onRetry}>{t('export.retry')}</Button>}
        <Button onClick={onClose} variant={running ? 'outlined' : 'text'}>
          {running ? t('export.cancel') : t('export.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
