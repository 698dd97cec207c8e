import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import type { MonthRef } from '../../../lib/dates';
import { MonthSelect, YearSelect } from '../../../lib/forms/PeriodSelects';
import type { UploadErrors } from '../hooks/use-upload-form';

/** A month and a year, each with its error. */
export function MonthYearFields({
  month,
  onChange,
  errors,
}: {
  month: MonthRef;
  onChange: (month: MonthRef) => void;
  errors: UploadErrors;
}) {
  const { t } = useTranslation('documents');
  return (
    <Stack direction="row" spacing={1}>
      <MonthSelect
        label={t('filter.month')}
        value={month.month}
        onChange={(value) => onChange({ ...month, month: value ?? month.month })}
        error={Boolean(errors.month)}
        helperText={errors.month}
        sx={{ flex: 1 }}
      />
      <YearSelect
        label={t('filter.year')}
        value={month.year}
        onChange={(value) => onChange({ ...month, year: value ?? month.year })}
        error={Boolean(errors.year)}
        helperText={errors.year}
        sx={{ minWidth: 110 }}
      />
    </Stack>
  );
}

/** The file chosen (or that none is), a button to choose one, and its error. */
export function FilePicker({
  file,
  onChoose,
  error,
}: {
  file: File | null;
  onChoose: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('documents');
  const id = useId();
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {t('upload.choose')}
          <input
            type="file"
            hidden
            aria-describedby={`${id}-file`}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
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
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** How much of the file has gone, for the eye and for a screen reader. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('documents');
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('upload.progress', { percent })}
      />
      <Typography variant="caption">{t('upload.progress', { percent })}</Typography>
    </Box>
  );
}
