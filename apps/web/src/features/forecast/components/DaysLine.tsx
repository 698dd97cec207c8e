import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

const WIDTH = 300;
const HEIGHT = 72;

/**
 * A month's requests by day as two lines: actual (solid) and projected (dashed, from the last
 * actual day on). Drawn by hand in SVG: @mui/x-charts in one more lazy part of the client split the
 * chunks the login route shares and pushed its transfer over its budget (e2e/cabinet.e2e.ts).
 * The drawing is one image named by `label`; the figures beside it carry the numbers.
 */
export function DaysLine({
  label,
  actual,
  projected,
}: {
  label: string;
  actual: (number | null)[];
  projected: (number | null)[];
}) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const top = Math.max(1, ...actual.map((v) => v ?? 0), ...projected.map((v) => v ?? 0));
  const x = (i: number) => (actual.length > 1 ? (i / (actual.length - 1)) * WIDTH : 0);
  const y = (v: number) => HEIGHT - 2 - (v / top) * (HEIGHT - 4);
  const points = (values: (number | null)[]) =>
    values
      .flatMap((v, i) => (v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`]))
      .join(' ');
  const lastActual = actual.reduce<number>((last, v, i) => (v === null ? last : i), -1);
  // The projected line starts where the actual one ends, so that the two read as one month.
  const ahead = projected.map((v, i) =>
    i === lastActual && v === null ? actual[i]! : i < lastActual ? null : v,
  );
  return (
    <Box role="img" aria-label={label} data-testid="forecast-chart" sx={{ my: 1.5 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke={palette.divider} />
        <Line points={points(actual)} color={palette.primary.main} />
        <Line points={points(ahead)} color={palette.warning.main} dashed />
      </svg>
    </Box>
  );
}

/** One line of the chart, two pixels wide whatever the chart's scale; dashed for what is ahead. */
function Line({ points, color, dashed }: { points: string; color: string; dashed?: boolean }) {
  return (
    <polyline
      points={points}
      fill="none"
      stroke={color}
      strokeWidth={2}
      strokeDasharray={dashed ? '4 3' : undefined}
      vectorEffect="non-scaling-stroke"
    />
  );
}
