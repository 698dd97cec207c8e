import type { AuditEntry } from '@cabinet/contract';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { ViewDialog } from '../../../lib/ui';
import { fieldChanges } from '../diff';

const valueCell = { fontFamily: 'monospace', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' };

/** One entry: who, when, from where, and the object's fields before and after, changed first. */
export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('audit');
  const changes = entry ? fieldChanges(entry.before, entry.after) : [];
  return (
    <ViewDialog
      open={entry !== undefined}
      onClose={onClose}
      title={entry ? `${entry.action} #${entry.objectId ?? ''}` : t('entry')}
    >
      {entry && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {formatMoment(entry.at, i18n.language)} · {entry.actorLogin ?? entry.actorId ?? '—'} ·{' '}
            {entry.ip ?? '—'}
          </Typography>
          {changes.length === 0 ? (
            <Typography>{t('noFields')}</Typography>
          ) : (
            <Table size="small" aria-label={t('entry')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('field')}</TableCell>
                  <TableCell>{t('before')}</TableCell>
                  <TableCell>{t('after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow
                    key={change.field}
                    data-changed={change.changed ? 'true' : undefined}
                    sx={change.changed ? { bgcolor: 'action.selected' } : undefined}
                  >
                    <TableCell component="th" scope="row">
                      {change.field}
                      {change.changed && (
                        <Chip
                          size="small"
                          label={t('changed')}

                          variant="outlined"
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell sx={valueCell}>{change.before}</TableCell>
                    <TableCell sx={valueCell}>{change.after}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </ViewDialog>
  );
}
