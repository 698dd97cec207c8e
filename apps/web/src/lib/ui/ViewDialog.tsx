import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from './TitledDialog';

/**
 * A dialog to read something in (an entry, a message, a statement), closed by its one button;
 * full screen on a phone. `scrolls`: a long content, in a region the keyboard can scroll.
 */
export function ViewDialog({
  open,
  onClose,
  title,
  maxWidth = 'md',
  scrolls = false,
  actions,
  closeVariant = 'text',
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  scrolls?: boolean;
  /** More buttons, before «Close». */
  actions?: ReactNode;
  closeVariant?: 'text' | 'contained';
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      data-testid={testId}
    >
      {(titleId) => (
        <>
          {scrolls ? (
            // focusable: a long content scrolls, and the keyboard must be able to scroll it
            <DialogContent dividers tabIndex={0} aria-labelledby={titleId} role="region">
              {children}
            </DialogContent>
          ) : (
            <DialogContent>{children}</DialogContent>
          )}
          <DialogActions sx={actions ? { flexWrap: 'wrap', gap: 1 } : undefined}>
            {actions}
            <Button onClick={onClose} variant={closeVariant}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </TitledDialog>
  );
}
