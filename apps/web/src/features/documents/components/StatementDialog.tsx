import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthInText, type MonthRef } from '../../../lib/dates';
import { QueryState } from '../../../lib/ui';
import { useStatement } from '../queries';
import { Application1Button } from './Application1Button';
import { StatementView } from './StatementView';

/** A partner's statement of a month, with Application 1's PDF to download; full screen on a phone. */
export function StatementDialog({
  partnerId,
  month,
  open,
  onClose,
}: {
  partnerId: number;
  month: MonthRef;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const statement = useStatement(partnerId, month, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={`${id}-title`}
      data-testid="statement-dialog"
    >
      <DialogTitle id={`${id}-title`}>
        {t('statement.title', { month: monthInText(month, i18n.language) })}
      </DialogTitle>
      {/* focusable: a long statement scrolls, and the keyboard must be able to scroll it */}
      <DialogContent dividers tabIndex={0} aria-labelledby={`${id}-title`} role="region">
        <QueryState query={statement}>{(data) => <StatementView statement={data} />}</QueryState>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Application1Button partnerId={partnerId} {...month} />
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
