/**
 * The month-end forecast of one series of daily requests. Pure and small on purpose:
 *
 * 1. Weekday/weekend pattern: where the history holds at least a week with both kinds of day and
 *    weekends differ from weekdays by more than 15 %, each day is divided by its kind's factor
 *    (the factors average 1 over a week), and the projection multiplies it back.
 * 2. Spikes and outages: the adjusted days of the last four weeks are held within their median
 *    ± 4 robust deviations (at least half the median), so that one odd day neither lifts nor
 *    sinks the rest of the month (it still counts in the requests so far, which are actual).
 * 3. Level and trend: a straight line fitted by least squares, recent days weighing more (weights
 *    halve every 14 days), over the last 28 days at most; the slope counts only from 10 days on
 *    and is damped, so a trend bends the projection without running away with it.
 * 4. The 80 % band: the day-to-day scatter around the line, summed over the days left, plus the
 *    uncertainty of the level itself (wider when the history is short) and a drift that grows
 *    with the days left; z = 1.2816 for 80 % on each side's 10 %. On the trend's side it also
 *    reaches the undamped line (what the damping leaves out), and on the high side the spikes the
 *    window showed, as many as 9 times in 10 would come at their rate over the days left.
 *
 * Days of earlier months count as history when there are any: a new partner's forecast starts
 * from its first days, a regular one from the month before too.
 */

/** The month's days from 1, and the days before them, as the daily aggregates hold them. */
export interface SeriesInput {
  /** Requests of the month's complete days, day 1 first. */
  month: readonly number[];
  /** Requests of earlier complete days, oldest first, ending on the day before day 1. */
  before: readonly number[];
  /** Weekday of the month's day 1: 0 Sunday … 6 Saturday. */
  firstWeekday: number;
  daysInMonth: number;
}

export interface SeriesForecast {
  /** Requests of the month's complete days. */
  soFar: number;
  /** Expected requests of each day left (from day `month.length + 1`), whole numbers. */
  daily: number[];
  /** Month-end requests: expected, and the 80 % band. */
  expected: number;
  low: number;
  high: number;
  /** Whether a weekday/weekend pattern shaped the projection. */
  weekly: boolean;
  /** Whether a trend did. */
  trend: boolean;
  /** How many days of history it rests on. */
  historyDays: number;
}

const WINDOW = 28;
const HALF_LIFE = 7;
const TREND_FROM = 7;
const DAMPING = 0.6;
const Z80 = 1.2816;
/** How far the level may wander per day left (relative), beyond what the history's scatter shows. */
const DRIFT = 0.012;
const PATTERN_THRESHOLD = 0.15;
/** The level's extra relative error of a history shorter than the window, at none. */
const YOUNG = 0.35;

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;
const weekdayOf = (firstWeekday: number, offset: number) => (((firstWeekday + offset) % 7) + 7) % 7;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

/** Weekend's factor and weekday's, averaging 1 over a week; [1, 1] when no pattern shows. */
function weeklyFactors(days: readonly number[], weekends: readonly boolean[]): [number, number] {
  if (days.length < 7) return [1, 1];
  const ends = days.filter((_, i) => weekends[i]);
  const works = days.filter((_, i) => !weekends[i]);
  const workLevel = median(works);
  if (ends.length < 2 || works.length < 5 || workLevel <= 0) return [1, 1];
  const ratio = mean(ends) / mean(works);
  if (Math.abs(ratio - 1) <= PATTERN_THRESHOLD) return [1, 1];
  const weekday = 7 / (5 + 2 * ratio);
  return [ratio * weekday, weekday];
}

/** Least squares of y on t with weights: the line's value at `at`, and its slope. */
function weightedLine(y: readonly number[], w: readonly number[]) {
  const sw = w.reduce((s, v) => s + v, 0);
  const mt = w.reduce((s, v, i) => s + v * i, 0) / sw;
  const my = w.reduce((s, v, i) => s + v * y[i]!, 0) / sw;
  let stt = 0;
  let sty = 0;
  for (let i = 0; i < y.length; i++) {
    stt += w[i]! * (i - mt) ** 2;
    sty += w[i]! * (i - mt) * (y[i]! - my);
  }
  const slope = stt > 0 ? sty / stt : 0;
  let residual = 0;
  for (let i = 0; i < y.length; i++) residual += w[i]! * (y[i]! - my - slope * (i - mt)) ** 2;
  // The slope's standard error, with the weights' effective count of days.
  const effective = (sw * sw) / w.reduce((s, v) => s + v * v, 0);
  const error = stt > 0 ? Math.sqrt(residual / sw / (stt / sw) / Math.max(effective - 2, 1)) : 0;
  return {
    at: (t: number) => my + slope * (t - mt),
    slope,
    error,
    significant: Math.abs(slope) > 3 * error,
  };
}

/** The 90th percentile of a Poisson count with mean `mean`. */
function poisson90(mean: number): number {
  let k = 0;
  let term = Math.exp(-mean);
  let cumulative = term;
  while (cumulative < 0.9 && k < 1000) {
    k += 1;
    term *= mean / k;
    cumulative += term;
  }
  return k;
}

/**
 * Spikes the history had (what holding the days cut off) may come again, at the rate they came:
 * as many as 9 times in 10 would bring over the days left, each of their mean size. The high
 * side only.
 */
function spikesAhead(adjusted: readonly number[], held: readonly number[], left: number): number {
  let count = 0;
  let excess = 0;
  adjusted.forEach((v, i) => {
    if (v > held[i]!) {
      count += 1;
      excess += v - held[i]!;
    }
  });
  if (count === 0) return 0;
  return poisson90((count / adjusted.length) * left) * (excess / count);
}

export function forecastSeries(input: SeriesInput): SeriesForecast {
  const { month, before, firstWeekday, daysInMonth } = input;
  const soFar = month.reduce((s, v) => s + v, 0);
  const history = [...before, ...month];
  const left = daysInMonth - month.length;
  const start = -before.length;
  const weekends = history.map((_, i) => isWeekend(weekdayOf(firstWeekday, start + i)));
  const none = { soFar, expected: soFar, low: soFar, high: soFar, weekly: false, trend: false };
  if (history.length === 0 || left <= 0)
    return { ...none, daily: new Array<number>(Math.max(left, 0)).fill(0), historyDays: 0 };

  const windowStart = Math.max(0, history.length - WINDOW);
  const recent = history.slice(windowStart);
  const recentWeekends = weekends.slice(windowStart);
  const [weekendFactor, weekdayFactor] = weeklyFactors(recent, recentWeekends);
  const factor = (weekend: boolean) => (weekend ? weekendFactor : weekdayFactor);
  const adjusted = recent.map((v, i) => v / factor(recentWeekends[i]!));

  const mid = median(adjusted);
  const spread = 1.4826 * median(adjusted.map((v) => Math.abs(v - mid)));
  const reach = adjusted.length < 7 ? Infinity : Math.max(4 * spread, 0.5 * mid);
  const held = adjusted.map((v) => Math.min(Math.max(v, mid - reach), mid + reach));

  const n = held.length;
  const weights = held.map((_, i) => 0.5 ** ((n - 1 - i) / HALF_LIFE));
  const line = weightedLine(held, weights);
  const trend = n >= TREND_FROM && line.significant;
  const flat =
    weights.reduce((s, w, i) => s + w * held[i]!, 0) / weights.reduce((s, w) => s + w, 0);
  const level = Math.max(0, trend ? line.at(n - 1) : flat);
  const slope = trend ? line.slope * DAMPING : 0;

  const daily: number[] = [];
  const exact: number[] = [];
  // The fitted line undamped (and counted even where too weak to shape the projection).
  let undamped = 0;
  for (let h = 1; h <= left; h++) {
    const weekend = isWeekend(weekdayOf(firstWeekday, month.length + h - 1));
    const value = Math.max(0, (level + slope * h) * factor(weekend));
    exact.push(value);
    daily.push(Math.round(value));
    if (n >= TREND_FROM)
      undamped += Math.max(0, (line.at(n - 1) + line.slope * h) * factor(weekend));
  }
  const rest = daily.reduce((s, v) => s + v, 0);

  // The band: daily scatter (relative to the line), the level's own error, and drift.
  const fitted = held.map((_, i) => (trend ? line.at(i) : flat));
  const sw = weights.reduce((s, w) => s + w, 0);
  const scatter = Math.sqrt(
    weights.reduce((s, w, i) => s + w * (held[i]! - fitted[i]!) ** 2, 0) / sw,
  );
  const relative = level > 0 ? scatter / level : 0;
  const effective = (sw * sw) / weights.reduce((s, w) => s + w * w, 0);
  const restExact = exact.reduce((s, v) => s + v, 0);
  const young = Math.max(0, (WINDOW - history.length) / WINDOW) * YOUNG;
  const levelError = relative / Math.sqrt(effective) + young;
  const drift = DRIFT * Math.sqrt(left) * (trend ? 1.5 : 1);
  const variance =
    exact.reduce((s, v) => s + (v * relative) ** 2, 0) +
    (restExact * levelError) ** 2 +
    (restExact * drift * Math.sqrt(left)) ** 2 / 3 +
    // The slope's own error, undamped, whether or not the slope counted.
    (line.error * exact.reduce((s, _, i) => s + (i + 1), 0)) ** 2;
  const margin = Z80 * Math.sqrt(variance);
  // What the damping leaves out of a trend: the undamped line's side of the band only.
  const gap = n >= TREND_FROM ? undamped - restExact : 0;
  return {
    soFar,
    daily,
    expected: soFar + rest,
    low: soFar + Math.max(0, Math.floor(rest - margin - Math.max(0, -gap))),
    high: soFar + Math.ceil(rest + margin + Math.max(0, gap) + spikesAhead(adjusted, held, left)),
    weekly: weekendFactor !== 1,
    trend: trend && Math.abs(slope) * left > 0.05 * level,
    historyDays: history.length,
  };
}
