import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Facts named by their labels (a definition list, `<dl>`), in a grid: one column unless
 * `columns` says otherwise (a `grid-template-columns`, per breakpoint if need be).
 */
export function FactList({
  columns,
  gap = 2,
  children,
}: {
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap, ...(columns ? { gridTemplateColumns: columns } : {}) }}
    >
      {children}
    </Box>
  );
}

/** One fact of a FactList: its label above it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
