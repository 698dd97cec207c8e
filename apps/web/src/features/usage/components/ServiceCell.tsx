import type { ServiceUsageRow } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../lib/ui';

/** A service in the month's list: its name, the link to its days, and its code beneath. */
export function ServiceCell({ row, to }: { row: ServiceUsageRow; to: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <RouterLink
        to={to}
        // below a wide screen a long word may break rather than widen the table
        sx={{
          fontWeight: 500,
          overflowWrap: { xs: 'anywhere', lg: 'break-word' },
          hyphens: 'auto',
        }}
      >
        {row.serviceName}
      </RouterLink>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        // a long code may break on a phone rather than widen the table
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {row.serviceCode}
      </Typography>
    </Box>
  );
}
