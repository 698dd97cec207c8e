import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from './TitledDialog';

interface ShownOnceDialogProps {
  /** The secret to show; the dialog is open while there is one. */
  secret?: string | undefined;
  title: string;
  /** That it is shown this once. */
  warning: string;
  /** The field's label: what the secret is and whose. */
  label: string;
  /** The copy button's name. */
  copyLabel: string;
  /** What to do with it, under the field. */
  hint: string;
  testId: string;
  onClose: () => void;
}

/** A secret (a signing secret, an API key) shown this once, read-only, with a copy button. */
export function ShownOnceDialog({
  secret,
  title,
  warning,
  label,
  copyLabel,
  hint,
  testId,
  onClose,
}: ShownOnceDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // no clipboard (an insecure origin): the field's text can still be selected and copied
    }
  };
  return (
    <TitledDialog
      open={Boolean(secret)}
      onClose={onClose}
      title={title}
      fullWidth
      maxWidth="sm"
      TransitionProps={{ onExited: () => setCopied(false) }}
    >
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <TextField
          label={label}
          value={secret ?? ''}
          fullWidth
          data-testid={testId}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'ui-monospace, Menlo, monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? t('common.copied') : copyLabel}>
                    <IconButton onClick={() => void copy()} aria-label={copyLabel} edge="end">
                      {copied ? <CheckIcon /> : <CopyIcon />}
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {hint}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.done')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
