import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../../../lib/format';
import { monthLabel, type MonthRef } from '../../../lib/dates';
import { QueryState, ViewDialog } from '../../../lib/ui';
import type { MonthVerification } from '../api';
import { useMonthVerification } from '../queries';

function VerificationResult({ result }: { result: MonthVerification }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const count = (n: number) => formatCount(n, lang);
  const compared = t('verify.compared', {
    requests: count(result.requests),
    days: count(result.days),
    documents: count(result.documents),
    statements: count(result.statements),
  });
  if (result.differences.length === 0)
    return (
      <Alert severity="success" role="status" data-testid="verification-clean">
        <strong>{t('verify.clean')}</strong>
        <Typography variant="body2">{compared}</Typography>
      </Alert>
    );
  return (
    <>
      <Alert severity="error" role="status" data-testid="verification-differences" sx={{ mb: 2 }}>
        <strong>{t('verify.differences', { count: result.differences.length })}</strong>
        <Typography variant="body2">{compared}</Typography>
      </Alert>
      <TableContainer>
        <Table size="small" aria-label={t('verify.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('verify.check')}</TableCell>
              <TableCell>{t('verify.user')}</TableCell>
              <TableCell>{t('verify.service')}</TableCell>
              <TableCell>{t('verify.day')}</TableCell>
              <TableCell>{t('verify.field')}</TableCell>
              <TableCell align="right">{t('verify.expected')}</TableCell>
              <TableCell align="right">{t('verify.actual')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.differences.map((difference, index) => (
              <TableRow key={index} data-difference={difference.check}>
                <TableCell>{t(`verify.checks.${difference.check}`)}</TableCell>
                <TableCell>{difference.userLogin ?? difference.userId ?? '—'}</TableCell>
                <TableCell>{difference.serviceName ?? difference.serviceId ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {difference.day ? formatDay(difference.day, lang) : '—'}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{difference.field}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {count(difference.expected)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {count(difference.actual)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** A month recomputed from the register: «no differences», or each difference found. */
export function VerificationDialog({
  month,
  onClose,
}: {
  month: MonthRef | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  // While the dialog fades out, it keeps the month it showed.
  const [shown, setShown] = useState(month);
  if (month && month !== shown) setShown(month);
  const verification = useMonthVerification(month);
  return (
    <ViewDialog
      open={month !== null}
      onClose={onClose}
      title={t('verify.title', { month: shown ? monthLabel(shown, i18n.language) : '' })}
      scrolls
      closeVariant="contained"
      testId="verification-dialog"
    >
      {month && (
        <QueryState query={verification}>
          {(result) => <VerificationResult result={result} />}
        </QueryState>
      )}
    </ViewDialog>
  );
}
