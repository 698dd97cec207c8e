import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedKey } from '../api';

/** The new key, shown this once, with a copy button and how a system sends it. */
export function IssuedKeyDialog({ issued, onClose }: { issued?: IssuedKey; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.key);
      setCopied(true);
    } catch {
      // no clipboard (an insecure origin): the field's text can still be selected and copied
    }
  };
  return (
    <Dialog
      open={Boolean(issued)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      TransitionProps={{ onExited: () => setCopied(false) }}
    >
      <DialogTitle id={titleId}>{t('issuedTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('issuedWarning')}
        </Alert>
        <TextField
          label={`${t('key')}: ${issued?.name ?? ''}`}
          value={issued?.key ?? ''}
          fullWidth
          data-testid="issued-key"
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'ui-monospace, Menlo, monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? t('copied') : t('copy')}>
                    <IconButton onClick={() => void copy()} aria-label={t('copy')} edge="end">
                      {copied ? <CheckIcon /> : <CopyIcon />}
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('usage')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
