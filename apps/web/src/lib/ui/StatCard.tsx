import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * One figure with its label and a line under it, a coloured edge on top (`accent`). The label is
 * a heading (`labelAs="h2"`) where the cards stand as a page's sections.
 */
export function StatCard({
  label,
  value,
  caption,
  accent,
  testId,
  labelAs = 'div',
  sx,
}: {
  label: string;
  value: string;
  caption?: ReactNode;
  accent?: string;
  testId?: string;
  labelAs?: 'div' | 'h2' | 'h3';
  /** Where it stands (a grid's span, say). */
  sx?: SxProps<Theme>;
}) {
  return (
    <Paper
      variant="outlined"
      sx={[
        { p: 2, minWidth: 0, height: '100%', borderTop: 3, borderTopColor: accent ?? 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary" component={labelAs}>
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
