import { KAZAKHSTAN_RINGS } from './kazakhstan';

/** The drawn area in degrees, a little wider than the country. */
const WEST = 46.2;
const EAST = 87.6;
const SOUTH = 40.3;
const NORTH = 55.7;
/** Equirectangular with the parallels of the middle latitude kept to scale (48° N). */
const K = Math.cos((48 * Math.PI) / 180);
const SCALE = 20;

export const MAP_WIDTH = Math.round((EAST - WEST) * K * SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * SCALE);

/** SVG coordinates of a point given in degrees. */
export function project(lat: number, lon: number): [number, number] {
  return [(lon - WEST) * K * SCALE, (NORTH - lat) * SCALE];
}

/** A point of the map back in degrees (a click on the map sets a position). */
export function unproject(x: number, y: number): { lat: number; lon: number } {
  return { lat: NORTH - y / SCALE, lon: WEST + x / (K * SCALE) };
}

/** The border as one SVG path. */
export const KAZAKHSTAN_PATH = KAZAKHSTAN_RINGS.map((ring) => {
  const points: string[] = [];
  for (let i = 0; i < ring.length; i += 2) {
    const [x, y] = project(ring[i + 1]!, ring[i]!);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}).join('');
