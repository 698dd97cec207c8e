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
import type { EndpointWithSecret } from '../api';

/** The signing secret, shown this once (on creation or rotation), with a copy button. */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint?: EndpointWithSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!endpoint) return;
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopied(true);
    } catch {
      // no clipboard (an insecure origin): the field's text can still be selected and copied
    }
  };
  return (
    <Dialog
      open={Boolean(endpoint)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      TransitionProps={{ onExited: () => setCopied(false) }}
    >
      <DialogTitle id={titleId}>{t('secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('secretWarning')}
        </Alert>
        <TextField
          label={`${t('secret')}: ${endpoint?.url ?? ''}`}
          value={endpoint?.secret ?? ''}
          fullWidth
          data-testid="webhook-secret"
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
          {t('verifyHint')}
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
