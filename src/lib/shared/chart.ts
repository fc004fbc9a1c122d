/**
 * Geometry for charts drawn at build time as static SVG: scales, "nice" axis ticks, bar and line
 * positions. DOM-free, so the numbers can be unit-tested and no JavaScript ships to the browser.
 */

export interface Box {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
  mark: 'bar' | 'line';
}

export interface PanelGeometry {
  /** The plot area inside the margins. */
  plot: { x: number; y: number; width: number; height: number };
  yTicks: Array<{ value: number; y: number }>;
  xLabels: Array<{ text: string; x: number }>;
  bars: Array<{ series: string; category: string; value: number; x: number; y: number; width: number; height: number }>;
  lines: Array<{ series: string; d: string; points: Array<{ category: string; value: number; x: number; y: number }> }>;
}

/** Maps a number from one interval to another, e.g. a value to a pixel position. */
export function linearScale(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => r0;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) close to span / count. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks from 0 up to the first round value at or above `max` (about `count` intervals). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + step / 1e9; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** Equal bands across [start, end]; `padding` is the share of each step left empty. */
export function bands(count: number, start: number, end: number, padding = 0.3) {
  const step = count > 0 ? (end - start) / count : 0;
  const bandwidth = step * (1 - padding);
  const offsets = Array.from({ length: count }, (_, i) => start + i * step + (step - bandwidth) / 2);
  return { step, bandwidth, offsets, centers: offsets.map((x) => x + bandwidth / 2) };
}

/** SVG path through the points in order ("M x y L x y …"), rounded to 0.1 px. */
export function linePath(points: Array<{ x: number; y: number }>): string {
  const r = (n: number) => Number(n.toFixed(1));
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)} ${r(p.y)}`).join(' ');
}

/**
 * One chart panel: categories along x, all series sharing a y axis from 0. Bar series are grouped
 * side by side inside each category's band; line series pass through the band centres.
 */
export function panelGeometry(box: Box, categories: string[], series: ChartSeries[], tickCount = 4): PanelGeometry {
  for (const s of series) {
    if (s.values.length !== categories.length) {
      throw new Error(`series "${s.key}" has ${s.values.length} values for ${categories.length} categories`);
    }
  }
  const plot = {
    x: box.margin.left,
    y: box.margin.top,
    width: box.width - box.margin.left - box.margin.right,
    height: box.height - box.margin.top - box.margin.bottom,
  };
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max, tickCount);
  const y = linearScale([0, ticks[ticks.length - 1] ?? 1], [plot.y + plot.height, plot.y]);
  const band = bands(categories.length, plot.x, plot.x + plot.width);

  const barSeries = series.filter((s) => s.mark === 'bar');
  const barWidth = barSeries.length ? band.bandwidth / barSeries.length : 0;
  const bars = barSeries.flatMap((s, si) =>
    s.values.map((value, ci) => ({
      series: s.key,
      category: categories[ci] ?? '',
      value,
      x: (band.offsets[ci] ?? 0) + si * barWidth,
      y: y(value),
      width: barWidth,
      height: plot.y + plot.height - y(value),
    })),
  );
  const lines = series
    .filter((s) => s.mark === 'line')
    .map((s) => {
      const points = s.values.map((value, ci) => ({
        category: categories[ci] ?? '',
        value,
        x: band.centers[ci] ?? 0,
        y: y(value),
      }));
      return { series: s.key, d: linePath(points), points };
    });

  return {
    plot,
    yTicks: ticks.map((value) => ({ value, y: y(value) })),
    xLabels: categories.map((text, i) => ({ text, x: band.centers[i] ?? 0 })),
    bars,
    lines,
  };
}
