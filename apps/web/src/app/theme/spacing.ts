/** Spec section 9: the named spacing sizes, in px. */
export const SPACING_PX = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;
export type SpaceName = keyof typeof SPACING_PX;

const BASE_UNIT = 8;

/**
 * MUI's spacing: `theme.spacing('md')` gives the named size (16px); numbers keep MUI's 8 px unit, so
 * that `sx={{ p: 2 }}` and MUI's own components stay as designed. In `sx` use `space.md` (= 2).
 */
export function spacing(value: number | string): number | string {
  if (typeof value === 'number') return value * BASE_UNIT;
  if (value in SPACING_PX) return SPACING_PX[value as SpaceName];
  return value;
}

/** The named sizes in MUI units, for `sx` props: `sx={{ p: space.md }}` is 16 px. */
export const space = Object.fromEntries(
  Object.entries(SPACING_PX).map(([name, px]) => [name, px / BASE_UNIT]),
) as Record<SpaceName, number>;
