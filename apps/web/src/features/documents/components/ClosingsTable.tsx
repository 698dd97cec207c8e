import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoment } from '../../../lib/format';
import { QueryState, VisuallyHidden } from '../../../lib/ui';
import type { MonthClosings } from '../api';
import { monthLabel, type MonthRef } from '../../../lib/dates';
import { monthWords } from '../period';

const stateColor = { running: 'info', done: 'success', failed: 'error' } as const;
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The closed months, newest first, each opening its documents, with the running one's progress,
 * why a month was issued again, and a check of each against the register.
 */
export function ClosingsTable({
  closings,
  onVerify,
  onOpen,
}: {
  closings: UseQueryResult<MonthClosings>;
  onVerify: (month: MonthRef) => void;
  onOpen: (month: MonthRef) => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="closings-title">
        {t('closing.list')}
      </Typography>
      <QueryState
        query={closings}
        isEmpty={(data) => data.closings.length === 0}
        empty={t('closing.none')}
      >
        {({ closings: rows }) => (
          // Positioned: the hidden «Actions» header is placed inside what scrolls, not past the
          // page's right edge (it widened a phone's page to 482 px).
          <TableContainer sx={{ position: 'relative' }}>
            <Table size="small" aria-labelledby="closings-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('closing.month')}</TableCell>
                  <TableCell>{t('closing.status')}</TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {t('closing.documents')}
                  </TableCell>
                  <TableCell sx={hideOnPhone}>{t('closing.closedAt')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('closing.closedBy')}
                  </TableCell>
                  <TableCell>{t('closing.reasonColumn')}</TableCell>
                  <TableCell align="right">
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...rows]
                  .sort((a, b) => b.year - a.year || b.month - a.month)
                  .map((row) => (
                    <TableRow
                      key={`${row.year}-${row.month}`}
                      data-closing={`${row.year}-${row.month}`}
                    >
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link
                          component="button"
                          type="button"
                          variant="body2"
                          onClick={() => onOpen({ year: row.year, month: row.month })}
                        >
                          {monthLabel(row, i18n.language)}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={stateColor[row.status]}
                          label={
                            row.status === 'running'
                              ? `${t(`closing.states.${row.status}`)} ${row.progress}%`
                              : t(`closing.states.${row.status}`)
                          }
                        />
                        {row.status === 'running' && (
                          <LinearProgress
                            variant="determinate"
                            value={row.progress}
                            aria-label={`${monthLabel(row, i18n.language)}: ${row.progress}%`}
                            sx={{ mt: 0.5 }}
                          />
                        )}
                        {row.message && row.status === 'failed' && (
                          <Typography variant="caption" color="error" component="div">
                            {row.message}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={hideOnPhone}>
                        {formatCount(row.documents, lang)}
                      </TableCell>
                      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>
                        {formatMoment(row.closedAt, lang)}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {row.closedBy ?? '—'}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="closing-reason">
                        {row.reason ?? '—'}
                      </TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          disabled={row.status === 'running'}
                          onClick={() => onVerify({ year: row.year, month: row.month })}
                          aria-label={t('verify.buttonFor', monthWords(row, i18n.language))}
                        >
                          {t('verify.button')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </Box>
  );
}
