import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** The failure of a whole form (not of one field), above its fields. */
export function FormError({ message, sx }: { message?: string | undefined; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
