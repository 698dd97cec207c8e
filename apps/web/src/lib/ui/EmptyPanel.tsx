import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The outlined panel a list page shows when it has nothing to list. */
export function EmptyPanel({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
}
