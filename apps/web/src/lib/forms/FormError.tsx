import Alert from '@mui/material/Alert';

/** The failure of a whole form (not of one field), above its fields. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
