import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * A minute before the lock (less when the server's idle limit is short): the seconds left and «Остаться в системе», which keeps the session
 * (any other activity does too, and closes the warning the same way).
 */
export function IdleWarning({
  remaining,
  warnBeforeLock,
  onStay,
  onLeave,
}: {
  /** Milliseconds until the lock. */
  remaining: () => number;
  /** The warning opens when this many milliseconds or fewer are left. */
  warnBeforeLock: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('lock');
  const titleId = useId();
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    const timer = setInterval(() => setLeft(remaining()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);
  const open = left > 0 && left <= warnBeforeLock;
  return (
    <Dialog open={open} aria-labelledby={titleId} data-testid="idle-warning">
      <DialogTitle id={titleId}>{t('warningTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite">
          {t('warningText', { seconds: Math.ceil(left / 1000) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>{t('leave')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
