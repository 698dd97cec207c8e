import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { monthInText } from '../../../lib/dates';
import { formatCount, formatMoment, formatMoney } from '../../../lib/format';
import type { Statement } from '../api';

type Line = Statement['lines'][number];

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Draft: the preliminary mark; final: its number, version and why it was issued again. */
export function StatementStatus({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('documents');
  if (statement.status === 'draft')
    return (
      <Alert severity="warning" role="status" data-testid="statement-status" data-status="draft">
        <strong>{t('statement.draft')}</strong> — {t('statement.draftHint')}
      </Alert>
    );
  const parts = [
    t('statement.final', { number: statement.number ?? '—', version: statement.version }),
    statement.reason ? t('statement.reason', { reason: statement.reason }) : undefined,
  ].filter(Boolean);
  return (
    <Alert severity="success" role="status" data-testid="statement-status" data-status="final">
      {parts.join(' — ')}
      {statement.issuedAt && (
        <Typography variant="caption" component="div">
          {t('statement.issuedAt', { date: formatMoment(statement.issuedAt, i18n.language) })}
        </Typography>
      )}
    </Alert>
  );
}

function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** `2026-10` → «октябрь 2026», "October 2026", in the reader's language. */
const correctedMonth = (key: string, language: string) =>
  monthInText({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }, language);

/** A line's description, with the month a late record corrects. */
function Description({ line }: { line: Line }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {line.description}
      </Box>
      {line.correctionOf && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('statement.correctionOf', {
            month: correctedMonth(line.correctionOf, i18n.language),
          })}
        </Typography>
      )}
    </>
  );
}

/**
 * A statement as Application 1 prints it: each line's quantity, unit price before VAT, amount,
 * VAT and amount with VAT; the subtotal, VAT, total and the total in words. On a phone each line is
 * a small block instead of a wide row.
 */
export function StatementView({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const money = (minor: number) => formatMoney(minor, statement.currency, lang);
  const count = (n: number) => formatCount(n, lang);

  const totals = (
    <Box
      component="dl"
      data-testid="statement-totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dd': { m: 0, textAlign: 'right', ...numeric },
      }}
    >
      <dt>{t('statement.subtotal')}</dt>
      <dd data-testid="statement-subtotal">{money(statement.subtotalMinor)}</dd>
      <dt>{t('statement.vat')}</dt>
      <dd data-testid="statement-vat">{money(statement.vatMinor)}</dd>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {t('statement.total')}
      </Box>
      <Box component="dd" sx={{ fontWeight: 600 }} data-testid="statement-total">
        {money(statement.totalMinor)}
      </Box>
    </Box>
  );

  const lines =
    statement.lines.length === 0 ? (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {t('statement.noLines')}
      </Typography>
    ) : phone ? (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {statement.lines.map((line, index) => (
          <Box
            component="li"
            key={index}
            data-statement-line={line.kind}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
          >
            <Description line={line} />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <Nowrap>{count(line.quantity)}</Nowrap> ×{' '}
              <Nowrap>{money(line.unitPriceMinor)}</Nowrap> ={' '}
              <Nowrap>{money(line.amountMinor)}</Nowrap>
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              <Nowrap>
                {line.vatRate === null
                  ? t('statement.noVat')
                  : t('statement.lineVat', { vat: money(line.vatMinor), rate: line.vatRate })}
              </Nowrap>{' '}
              ·{' '}
              <Nowrap>{`${t('statement.withVat')}: ${money(line.amountMinor + line.vatMinor)}`}</Nowrap>
            </Typography>
          </Box>
        ))}
      </Stack>
    ) : (
      <TableContainer>
        <Table size="small" aria-label={t('statement.linesLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statement.description')}</TableCell>
              <TableCell align="right">{t('statement.quantity')}</TableCell>
              <TableCell align="right">{t('statement.unitPrice')}</TableCell>
              <TableCell align="right">{t('statement.amount')}</TableCell>
              <TableCell align="right">{t('statement.vat')}</TableCell>
              <TableCell align="right">{t('statement.withVat')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.lines.map((line, index) => (
              <TableRow key={index} data-statement-line={line.kind}>
                <TableCell>
                  <Description line={line} />
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {count(line.quantity)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(line.unitPriceMinor)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(line.amountMinor)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {line.vatRate === null ? (
                    t('statement.noVat')
                  ) : (
                    <>
                      {money(line.vatMinor)}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('statement.rate', { rate: line.vatRate })}
                      </Typography>
                    </>
                  )}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(line.amountMinor + line.vatMinor)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', borderBottom: 0 } }}>
              <TableCell colSpan={3}>{t('statement.sum')}</TableCell>
              <TableCell align="right" sx={numeric}>
                {money(statement.subtotalMinor)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {money(statement.vatMinor)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {money(statement.totalMinor)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    );

  return (
    <Stack spacing={2} data-testid="statement">
      <StatementStatus statement={statement} />
      {lines}
      {totals}
      <Typography data-testid="statement-words">
        {t('statement.inWords', { words: statement.totalInWords })}
      </Typography>
    </Stack>
  );
}
