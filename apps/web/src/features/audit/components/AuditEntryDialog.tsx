import { useId } from 'react';
import type { AuditEntry } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
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
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const changes = entry ? fieldChanges(entry.before, entry.after) : [];
  return (
    <Dialog
      open={entry !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {entry ? `${entry.action} #${entry.objectId ?? ''}` : t('entry')}
      </DialogTitle>
      {entry && (
        <DialogContent>
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
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
