import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** A page header's subtitle of several parts in a row (text, a status chip), wrapping on a phone. */
export function SubtitleRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      {children}
    </Stack>
  );
}
