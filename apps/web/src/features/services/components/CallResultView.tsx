import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import type { CallResult } from '../api';

/** What a call answered: status, time, price (or the package), and the response as JSON. */
export function CallResultView({ result, currency }: { result: CallResult; currency: string }) {
  const { t, i18n } = useTranslation('services');
  const ok = result.status === 'success';
  const json = JSON.stringify(result.response, null, 2) ?? String(result.response);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="call-result-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="call-result"
    >
      <Typography id="call-result-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('call.result')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <Chip
          color={ok ? 'success' : 'error'}
          label={`${ok ? t('call.success') : t('call.error')} · HTTP ${result.httpStatus}`}
        />
        <Chip
          variant="outlined"
          color={result.coveredByPackage ? 'primary' : 'default'}
          label={
            result.coveredByPackage
              ? t('call.covered')
              : t('call.price', {
                  price: formatMoney(result.amountMinor, currency, i18n.language),
                })
          }
          data-testid="call-price"
        />
        <Typography variant="body2" color="text.secondary">
          {t('call.duration', { ms: formatCount(result.durationMs, i18n.language) })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('call.requestId')}: <code>{result.requestId}</code>
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('call.response')}
        sx={{
          m: 0,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 480,
          fontSize: 13,
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        }}
      >
        {json}
      </Box>
    </Paper>
  );
}
