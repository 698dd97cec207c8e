import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/** The locations pages' layout: the map in a frame, and beside it (under it on a phone) a panel. */
export function MapWithAside({ map, aside }: { map: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {map}
      </Paper>
      {aside}
    </Box>
  );
}
