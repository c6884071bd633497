/** The series' colours: `--chart-1` … `--chart-5` of the theme (index.css). */
export type ChartColor = 1 | 2 | 3 | 4 | 5;

export interface ChartSeries {
  label: string;
  /** One value per label of the chart; `null` where there is nothing to measure. */
  values: readonly (number | null)[];
  color: ChartColor;
}

/**
 * Stacked bars drawn one over the other: each series' values plus every series' before it, the
 * top of the stack first (a canvas paints in order, so the tallest goes under the others).
 */
export function stackedForDrawing(series: readonly ChartSeries[]): {
  series: ChartSeries[];
  values: number[][];
} {
  const running: number[][] = [];
  series.forEach((item, index) => {
    const below = running[index - 1];
    running.push(item.values.map((value, day) => (value ?? 0) + (below?.[day] ?? 0)));
  });
  return { series: [...series].reverse(), values: running.reverse() };
}

/**
 * The value axis's lines: from zero, about four steps of 1, 2, 2.5 or 5 times a power of ten
 * (whole steps for counts), the last at or above the highest value; [0, 1] for an empty chart.
 */
export function axisTicks(highest: number, whole = false): number[] {
  if (!(highest > 0)) return [0, 1];
  const rough = highest / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factors = whole && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = (factors.find((factor) => factor * power >= rough) ?? 10) * power;
  if (whole) step = Math.max(1, Math.round(step));
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < highest) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** The highest value drawn: the tallest stack when stacked. */
export function highestValue(series: readonly ChartSeries[], stacked: boolean): number {
  if (series.length === 0) return 0;
  const length = Math.max(...series.map((item) => item.values.length));
  let highest = 0;
  for (let index = 0; index < length; index += 1) {
    const values = series.map((item) => item.values[index] ?? 0);
    const value = stacked ? values.reduce((sum, v) => sum + v, 0) : Math.max(...values);
    highest = Math.max(highest, value);
  }
  return highest;
}

/** Every how many labels one is written under the chart, so they keep `minGap` pixels apart. */
export function labelStep(count: number, width: number, minGap = 44): number {
  if (count <= 1 || width <= 0) return 1;
  const fits = Math.max(1, Math.floor(width / minGap));
  return Math.max(1, Math.ceil(count / fits));
}
