import { useId, useState, type FormEvent } from 'react';
import { MAX_UPLOAD_BYTES, UploadDocumentFields } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { installZodMessages } from '../../../lib/forms/zod-messages';
import { isHttpError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { monthName, yearsToOffer, type MonthRef } from '../../../lib/dates';
import { useUploadDocument } from '../queries';

installZodMessages();

const MEGABYTES = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);
type Field = 'title' | 'month' | 'year' | 'file';
type Errors = Partial<Record<Field, string>>;

interface Props {
  open: boolean;
  partnerId: number;
  /** The month the dialog starts with. */
  initialMonth: MonthRef;
  onClose: () => void;
}

/** An admin uploads a signed file for a partner and a month (multipart, with its progress). */
export function UploadDialog({ open, partnerId, initialMonth, onClose }: Props) {
  const { t, i18n } = useTranslation('documents');
  const id = useId();
  const upload = useUploadDocument();
  const [title, setTitle] = useState('');
  const [month, setMonth] = useState(initialMonth);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setTitle('');
    setMonth(initialMonth);
    setFile(null);
    setErrors({});
    setFailure(undefined);
    setProgress(0);
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const fields = UploadDocumentFields.safeParse({ title, ...month });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateMessage(issue.message) ?? issue.message;
      }
    }
    if (!file) found.file = t('documents.fileRequired');
    else if (file.size > MAX_UPLOAD_BYTES)
      found.file = t('documents.tooLarge', { megabytes: MEGABYTES });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0 || !file) return;
    const form = new FormData();
    form.set('year', String(month.year));
    form.set('month', String(month.month));
    form.set('title', title.trim());
    form.set('file', file, file.name);
    setProgress(0);
    upload.mutate(
      {
        userId: partnerId,
        form,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      },
      {
        onSuccess: (body) => {
          notify({
            type: 'positive',
            message: body.message ?? t('saved', { name: file.name }),
          });
          reset();
          onClose();
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 422) {
            const placed: Errors = {};
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (['title', 'month', 'year', 'file'].includes(field))
                placed[field as Field] = messages.join(' ');
            }
            setErrors(placed);
            if (Object.keys(placed).length > 0) return;
          }
          setFailure(error.message);
        },
      },
    );
  };

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
            <Stack direction="row" spacing={1}>
              <TextField
                select
                label={t('filter.month')}
                value={month.month}
                onChange={(event) => setMonth({ ...month, month: Number(event.target.value) })}
                error={Boolean(errors.month)}
                helperText={errors.month}
                sx={{ flex: 1 }}
              >
                {Array.from({ length: 12 }, (_, i) => i + 1).map((value) => (
                  <MenuItem key={value} value={value}>
                    {monthName(value, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('filter.year')}
                value={month.year}
                onChange={(event) => setMonth({ ...month, year: Number(event.target.value) })}
                error={Boolean(errors.year)}
                helperText={errors.year}
                sx={{ minWidth: 110 }}
              >
                {yearsToOffer(month.year).map((year) => (
                  <MenuItem key={year} value={year}>
                    {year}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                  {t('upload.choose')}
                  <input
                    type="file"
                    hidden
                    aria-describedby={`${id}-file`}
                    onChange={(event) => {
                      setFile(event.target.files?.[0] ?? null);
                      setErrors((current) => ({ ...current, file: undefined }));
                    }}
                  />
                </Button>
                <Typography
                  id={`${id}-file`}
                  variant="body2"
                  color={file ? 'text.primary' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {file ? file.name : t('upload.noFile')}
                </Typography>
              </Stack>
              {errors.file && (
                <FormHelperText error role="alert">
                  {errors.file}
                </FormHelperText>
              )}
            </Box>
            {upload.isPending && (
              <Box role="status" aria-live="polite">
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label={t('upload.progress', { percent: progress })}
                />
                <Typography variant="caption">
                  {t('upload.progress', { percent: progress })}
                </Typography>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
