import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One figure with its label and a line under it. */
export function StatCard({
  label,
  value,
  caption,
  accent,
  testId,
}: {
  label: string;
  value: string;
  caption?: ReactNode;
  accent?: string;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0, height: '100%', borderTop: 3, borderTopColor: accent ?? 'divider' }}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{
          fontSize: { xs: '1.125rem', sm: '1.5rem' },
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}
