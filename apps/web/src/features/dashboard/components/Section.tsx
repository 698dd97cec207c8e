import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of a page (its title is an h2). */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, minWidth: 0, height: '100%' }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {title}
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
