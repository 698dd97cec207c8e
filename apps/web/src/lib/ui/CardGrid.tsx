import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A list of cards laid out as a grid: `columns` per breakpoint (`gridTemplateColumns`). */
export function CardGrid({
  columns,
  busy,
  sx,
  children,
  ...rest
}: {
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  /** Older cards stay, dimmed, while the next ones load. */
  busy?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Box
      component="ul"
      aria-busy={busy}
      {...rest}
      sx={[
        {
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: columns,
          ...(busy === undefined ? {} : { opacity: busy ? 0.6 : 1 }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
