import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Cancel (back to `cancelTo`, when given), any other buttons (`before`) and submit, at the end of
 * a form.
 */
export function FormActions({
  cancelTo,
  before,
  busy,
  submitLabel,
}: {
  cancelTo?: string;
  before?: ReactNode;
  busy: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {cancelTo !== undefined && (
        <Button component={Link} to={cancelTo}>
          {t('common.cancel')}
        </Button>
      )}
      {before}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? t('common.saving') : (submitLabel ?? t('common.save'))}
      </Button>
    </Stack>
  );
}
