import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The row of a report's controls (period, whose report, filters); wraps on a phone. */
export function ReportToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {children}
    </Stack>
  );
}
