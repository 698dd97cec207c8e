import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Facts under a heading: «a · b · c» on a wide screen, one under another on a phone. */
export function Subtitle({ items }: { items: ReactNode[] }) {
  const shown = items.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        columnGap: 1,
        '& > * + *::before': {
          content: '"·"',
          mr: 1,
          display: { xs: 'none', sm: 'inline' },
        },
      }}
    >
      {shown.map((item, i) => (
        <span key={i}>{item}</span>
      ))}
    </Box>
  );
}
