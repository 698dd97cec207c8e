import type { MouseEvent, ReactNode } from 'react';
import { KZ_CITIES } from '@cabinet/contract';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { KAZAKHSTAN_PATH, MAP_HEIGHT, MAP_WIDTH, project, unproject } from './projection';

export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  /** Read by screen readers and shown on hover. */
  label: string;
  /** Radius in map units (markers sized by what they stand for). */
  radius?: number;
  /** Text drawn next to the marker. */
  caption?: string;
  selected?: boolean;
}

interface KazakhstanMapProps {
  /** The map's accessible name. */
  title: string;
  markers: MapMarker[];
  onSelect?: (id: string) => void;
  /** A click on the map itself, in degrees (placing a point). */
  onPick?: (point: { lat: number; lon: number }) => void;
  children?: ReactNode;
}

/**
 * Kazakhstan drawn from the border shipped with the app (no tiles, no requests), with markers.
 * Markers that can be chosen are links in the tab order; the lists beside the map say the same.
 */
export function KazakhstanMap({ title, markers, onSelect, onPick }: KazakhstanMapProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const svg = event.currentTarget;
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(svg.getScreenCTM()?.inverse());
    const { lat, lon } = unproject(local.x, local.y);
    onPick({ lat: Math.round(lat * 10_000) / 10_000, lon: Math.round(lon * 10_000) / 10_000 });
  };
  return (
    <Box sx={{ width: '100%', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        width="100%"
        height="100%"
        role="group"
        aria-label={title}
        onClick={pick}
        style={{ display: 'block', cursor: onPick ? 'crosshair' : undefined }}
        data-testid="kz-map"
      >
        <path
          d={KAZAKHSTAN_PATH}
          style={{
            fill: palette.action.hover,
            stroke: palette.text.secondary,
            strokeWidth: 1,
            strokeLinejoin: 'round',
          }}
        />
        <g aria-hidden>
          {KZ_CITIES.map((city) => {
            const [x, y] = project(city.lat, city.lon);
            return (
              <circle key={city.code} cx={x} cy={y} r={2} style={{ fill: palette.text.disabled }} />
            );
          })}
        </g>
        {markers.map((marker) => {
          const [x, y] = project(marker.lat, marker.lon);
          const r = marker.radius ?? 6;
          const dot = (
            <>
              <title>{marker.label}</title>
              <circle
                cx={x}
                cy={y}
                r={r}
                style={{
                  fill: marker.selected ? palette.secondary.main : palette.primary.main,
                  fillOpacity: 0.8,
                  stroke: palette.background.paper,
                  strokeWidth: 1.5,
                }}
              />
              {marker.caption && (
                <text
                  x={x + r + 3}
                  y={y}
                  dominantBaseline="middle"
                  style={{
                    fill: palette.text.primary,
                    fontSize: 12,
                    fontWeight: marker.selected ? 700 : 500,
                    paintOrder: 'stroke',
                    stroke: palette.background.default,
                    strokeWidth: 3,
                  }}
                >
                  {marker.caption}
                </text>
              )}
            </>
          );
          return onSelect ? (
            <a
              key={marker.id}
              href="#"
              role="button"
              aria-label={marker.label}
              aria-pressed={marker.selected ?? false}
              data-marker={marker.id}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                onSelect(marker.id);
              }}
              style={{ cursor: 'pointer', outlineOffset: 2 }}
            >
              {dot}
            </a>
          ) : (
            <g key={marker.id} data-marker={marker.id} role="img" aria-label={marker.label}>
              {dot}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
