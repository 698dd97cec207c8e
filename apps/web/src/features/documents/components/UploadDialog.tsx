import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MonthRef } from '../../../lib/dates';
import { MEGABYTES, useUploadForm } from '../hooks/use-upload-form';
import { FilePicker, MonthYearFields, UploadProgress } from './UploadParts';

interface Props {
  open: boolean;
  partnerId: number;
  /** The month the dialog starts with. */
  initialMonth: MonthRef;
  onClose: () => void;
}

/** An admin uploads a signed file for a partner and a month (multipart, with its progress). */
export function UploadDialog({ open, partnerId, initialMonth, onClose }: Props) {
  const { t } = useTranslation('documents');
  const id = useId();
  const {
    title,
    setTitle,
    month,
    setMonth,
    file,
    chooseFile,
    errors,
    failure,
    progress,
    sending,
    close,
    submit,
  } = useUploadForm(partnerId, initialMonth, onClose);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('upload.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('upload.hint', { megabytes: MEGABYTES })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label={t('upload.titleField')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <MonthYearFields month={month} onChange={setMonth} errors={errors} />
            <FilePicker file={file} onChoose={chooseFile} error={errors.file} />
            {sending && <UploadProgress percent={progress} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
