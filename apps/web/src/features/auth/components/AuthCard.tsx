import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../lib/ui/PageHeading';

/** The card of the public auth screens: a heading, the form, links below it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={1} sx={{ mb: 3 }}>
        <PageHeading>{title}</PageHeading>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      {children}
      {footer && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 3, justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          {footer}
        </Stack>
      )}
    </Paper>
  );
}
