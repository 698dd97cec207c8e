import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, space, theme } from '../../src/app/theme';

describe('theme', () => {
  it('uses the spec’s breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 });
    expect(BREAKPOINTS.md).toBe(1024);
  });

  it('spacing knows the named sizes and keeps MUI’s 8 px unit for numbers', () => {
    expect(theme.spacing('xs')).toBe('4px');
    expect(theme.spacing('sm')).toBe('8px');
    expect(theme.spacing('md')).toBe('16px');
    expect(theme.spacing('lg')).toBe('24px');
    expect(theme.spacing('xl')).toBe('32px');
    expect(theme.spacing(2)).toBe('16px');
    expect(space).toEqual({ xs: 0.5, sm: 1, md: 2, lg: 3, xl: 4 });
  });

  it('has a light and a dark colour scheme', () => {
    const schemes = (theme as unknown as { colorSchemes: Record<string, unknown> }).colorSchemes;
    expect(Object.keys(schemes)).toEqual(expect.arrayContaining(['light', 'dark']));
  });

  describe.each(['light', 'dark'])('the %s scheme reads at WCAG AA contrast (4.5:1)', (name) => {
    type Colour = { main: string; dark: string; contrastText: string };
    const palette = (
      theme as unknown as {
        colorSchemes: Record<string, { palette: Record<string, Colour> & { background: Colour } }>;
      }
    ).colorSchemes[name]!.palette;
    const background = palette.background as unknown as { default: string; paper: string };
    const ratio = (a: string, b: string) => Math.round(getContrastRatio(a, b) * 100) / 100;

    it.each(['primary', 'secondary', 'warning', 'info', 'success'])(
      '%s as text on the page and on paper',
      (colour) => {
        expect(ratio(palette[colour]!.main, background.default)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(palette[colour]!.main, background.paper)).toBeGreaterThanOrEqual(4.5);
      },
    );

    it.each(['primary', 'secondary'])('a contained %s button, hovered or not', (colour) => {
      const { main, dark, contrastText } = palette[colour]!;
      expect(ratio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
