import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * A page's one h1. After a navigation the layout moves focus to it (it looks for
 * `data-page-heading`), so a screen reader starts reading from the new page's title.
 */
export function PageHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h5" component="h1" tabIndex={-1} data-page-heading>
      {children}
    </Typography>
  );
}
