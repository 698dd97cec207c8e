import type { TariffSimulation } from '@cabinet/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';

/** A simulation's answer: per partner, largest change first, and the totals. */
export function SimulationTable({ answer }: { answer: TariffSimulation }) {
  const { t, i18n } = useTranslation('tariffs');
  const money = (minor: number) => formatMoney(minor, 'KZT', i18n.language);
  const percent = (value: number | null) =>
    value === null ? '—' : `${value > 0 ? '+' : ''}${value.toLocaleString(i18n.language)} %`;
  const cells = (row: Omit<TariffSimulation['totals'], 'partners'>) => (
    <>
      <TableCell align="right">{formatCount(row.requests, i18n.language)}</TableCell>
      <TableCell align="right">{money(row.beforeMinor)}</TableCell>
      <TableCell align="right">{money(row.afterMinor)}</TableCell>
      <TableCell align="right">{money(row.differenceMinor)}</TableCell>
      <TableCell align="right">{percent(row.differencePercent)}</TableCell>
    </>
  );
  if (answer.rows.length === 0) return <Typography>{t('simulator.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('simulator.results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('simulator.partner')}</TableCell>
            <TableCell align="right">{t('simulator.requests')}</TableCell>
            <TableCell align="right">{t('simulator.before')}</TableCell>
            <TableCell align="right">{t('simulator.after')}</TableCell>
            <TableCell align="right">{t('simulator.difference')}</TableCell>
            <TableCell align="right">{t('simulator.percent')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.rows.map((row) => (
            <TableRow key={row.partnerId} data-partner={row.partnerId}>
              <TableCell>{row.partnerName}</TableCell>
              {cells(row)}
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('simulator.total')}</TableCell>
            {cells(answer.totals)}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
