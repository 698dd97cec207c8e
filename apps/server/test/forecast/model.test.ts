import { describe, expect, it } from 'vitest';
import { forecastSeries } from '../../src/features/forecast/model.js';

/** 4 % a day, with a little wobble: 30 days before the month, then its first 14. */
const growing = Array.from({ length: 44 }, (_, i) =>
  Math.round(100 * 1.04 ** i * (1 + 0.05 * Math.sin(i * 2.1))),
);
const input = { before: growing.slice(0, 30), month: growing.slice(30), firstWeekday: 3 };

describe('the forecast’s band', () => {
  it('reaches up to the undamped trend, so that steady growth stays inside it', () => {
    const forecast = forecastSeries({ ...input, daysInMonth: 30 });
    const soFar = input.month.reduce((s, v) => s + v, 0);
    let truth = soFar;
    for (let i = 44; i < 60; i++) truth += 100 * 1.04 ** i;
    expect(forecast.trend).toBe(true);
    // The damped projection falls short of steady growth; the band holds the truth.
    expect(forecast.expected).toBeLessThan(truth);
    expect(forecast.high).toBeGreaterThanOrEqual(truth);
    expect(forecast.low).toBeLessThanOrEqual(forecast.expected);
  });

  it('keeps room for spikes at the rate the window showed them', () => {
    const days = Array.from({ length: 28 }, (_, i) => (i === 5 || i === 19 ? 1_000 : 100));
    const forecast = forecastSeries({
      before: days.slice(0, 18),
      month: days.slice(18),
      firstWeekday: 1,
      daysInMonth: 30,
    });
    // 20 days left at 2 spikes in 28 days: at least 2 more of ~850 over the level, 9 times in 10.
    expect(forecast.high - forecast.expected).toBeGreaterThanOrEqual(2 * 850);
  });
});
