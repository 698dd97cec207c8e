import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Collapse from '@mui/material/Collapse';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui';
import { formatCount, formatMoney } from '../../../lib/format';
import type { CallResult } from '../api';
import { AnswerView } from './AnswerView';

/**
 * What a call answered: status, time, price (or the package), and the answer laid out as the
 * documentation describes it, with the JSON itself a click away.
 */
export function CallResultView({ result, currency }: { result: CallResult; currency: string }) {
  const { t, i18n } = useTranslation('services');
  const ok = result.status === 'success';
  const json = JSON.stringify(result.response, null, 2) ?? String(result.response);
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();
  return (
    <SectionCard titleGap={1.5} testId="call-result" title={t('call.result')}>
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
          {result.durationMs < 1
            ? t('call.durationBelowMs')
            : t('call.duration', { ms: formatCount(result.durationMs, i18n.language) })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('call.requestId')}: <code>{result.requestId}</code>
      </Typography>
      <AnswerView answer={result.response} />
      <Button
        size="small"
        sx={{ mt: 2 }}
        aria-expanded={showJson}
        aria-controls={jsonId}
        onClick={() => setShowJson((shown) => !shown)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: showJson ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
      >
        {t('call.response')}
      </Button>
      <Collapse in={showJson} id={jsonId}>
        <Box
          component="pre"
          tabIndex={0}
          aria-label={t('call.response')}
          sx={{
            m: 0,
            mt: 1,
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
      </Collapse>
    </SectionCard>
  );
}
