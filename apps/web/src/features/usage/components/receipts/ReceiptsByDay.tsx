import type { SenderReceipt } from '@cabinet/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../../../../lib/format';
import { ReasonCounts } from './ReasonCounts';

/** Who sent a batch: its login, else its number. */
export const senderName = (row: { senderLogin: string | null; senderId: number }) =>
  row.senderLogin ?? `#${row.senderId}`;

/** Receipts by day, sender (to who sees several) and channel, with refusals by reason. */
export function ReceiptsByDay({ rows, bySender }: { rows: SenderReceipt[]; bySender: boolean }) {
  const { t, i18n } = useTranslation('usage');
  const lang = i18n.language;
  const keyName = (row: SenderReceipt) =>
    row.apiKeyId === 0
      ? t('receipts.session')
      : t('receipts.apiKey', { name: row.apiKeyName ?? `#${row.apiKeyId}` });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label={t('receipts.byDay')} data-testid="receipts-by-day">
        <TableHead>
          <TableRow>
            <TableCell>{t('receipts.day')}</TableCell>
            {bySender && <TableCell>{t('receipts.sender')}</TableCell>}
            <TableCell>{t('receipts.channel')}</TableCell>
            <TableCell align="right">{t('receipts.accepted')}</TableCell>
            <TableCell align="right">{t('receipts.duplicates')}</TableCell>
            <TableCell align="right">{t('receipts.rejected')}</TableCell>
            <TableCell>{t('receipts.byReason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.day}|${row.senderId}|${row.apiKeyId}`}
              data-sender-id={String(row.senderId)}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.day, lang)}</TableCell>
              {bySender && <TableCell>{senderName(row)}</TableCell>}
              <TableCell>{keyName(row)}</TableCell>
              <TableCell align="right">{formatCount(row.accepted, lang)}</TableCell>
              <TableCell align="right">{formatCount(row.duplicates, lang)}</TableCell>
              <TableCell align="right">{formatCount(row.rejected, lang)}</TableCell>
              <TableCell>
                <ReasonCounts reasons={row.reasons} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
