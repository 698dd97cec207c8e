/**
 * Round steps for a value axis: 1, 2, 5 × 10ⁿ, never fractions. With `quarters`, 2.5 × 10ⁿ too
 * (from 25 up).
 */
export function niceScale(
  max: number,
  tickCount: number,
  { quarters = false }: { quarters?: boolean } = {},
): { top: number; step: number } {
  if (max <= 0) return { top: tickCount, step: 1 };
  const raw = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor =
    normalized <= 1
      ? 1
      : normalized <= 2
        ? 2
        : quarters && normalized <= 2.5 && magnitude >= 10
          ? 2.5
          : normalized <= 5
            ? 5
            : 10;
  const step = Math.max(1, factor * magnitude);
  return { top: Math.ceil(max / step) * step, step };
}
