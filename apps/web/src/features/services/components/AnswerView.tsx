import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list the answer holds, of records (a table) or of plain values (one line). */
const isTableOf = (value: unknown): value is Record_[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * A service's JSON answer laid out the way its documentation describes it, under the names the
 * documentation uses: plain fields as a list of name and value, a list of records as a table.
 * Services are configured by the provider, so the layout follows the answer's shape, not a service.
 */
export function AnswerView({ answer }: { answer: unknown }) {
  if (isTableOf(answer)) return <RecordsTable name="" rows={answer} />;
  if (!isRecord(answer)) return <Value value={answer} />;
  return <RecordView record={answer} />;
}

function RecordView({ record }: { record: Record_ }) {
  const entries = Object.entries(record);
  const fields = entries.filter(([, value]) => !isTableOf(value) && !isRecord(value));
  const parts = entries.filter(([, value]) => isTableOf(value) || isRecord(value));
  return (
    <Stack spacing={2}>
      {fields.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
            columnGap: 2,
            rowGap: 0.75,
          }}
        >
          {fields.map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                <code>{name}</code>
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Value value={value} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {parts.map(([name, value]) =>
        isTableOf(value) ? (
          <RecordsTable key={name} name={name} rows={value} />
        ) : (
          <Box key={name}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              <code>{name}</code>
            </Typography>
            <RecordView record={value as Record_} />
          </Box>
        ),
      )}
    </Stack>
  );
}

function RecordsTable({ name, rows }: { name: string; rows: Record_[] }) {
  const { t } = useTranslation('services');
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const label = name || t('call.records');
  return (
    <Box>
      {name && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          <code>{name}</code>
        </Typography>
      )}
      {/* Focusable so that a keyboard can scroll a wide table on a phone. */}
      <TableContainer role="region" tabIndex={0} aria-label={label} sx={{ maxWidth: '100%' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>
                  <code>{column}</code>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    align={typeof row[column] === 'number' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <Value value={row[column]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function Value({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation('services');
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{value ? t('call.yes') : t('call.no')}</>;
  if (typeof value === 'number') return <>{formatNumber(value, i18n.language)}</>;
  if (typeof value === 'string') return <>{value}</>;
  return <code>{JSON.stringify(value)}</code>;
}
