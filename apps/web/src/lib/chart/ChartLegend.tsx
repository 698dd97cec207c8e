import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ChartLegendProps {
  items: { label: string; color: string }[];
  /** Text at the end of the line (e.g. the value under the pointer); keeps the line's height. */
  status?: string;
}

/** The colour key above a chart; hidden from screen readers, which get the chart's text instead. */
export function ChartLegend({ items, status }: ChartLegendProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        mb: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        minHeight: status === undefined ? undefined : 24,
      }}
      aria-hidden
    >
      {items.map((item) => (
        <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }}
          />
          <Typography variant="body2" color="text.secondary" component="span">
            {item.label}
          </Typography>
        </Stack>
      ))}
      {status !== undefined && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 'auto' }}>
          {status}
        </Typography>
      )}
    </Stack>
  );
}
