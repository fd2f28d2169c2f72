import { h, s, uid } from './dom.js';
import { totals, type Series } from './series.js';

/** Colours with at least 3:1 contrast against the white page (non-text contrast), one per series. */
const VERDICT_COLOURS: Record<string, string> = {
  safe: '#2e7d32',
  low_risk: '#6b7f00',
  medium_risk: '#b45309',
  high_risk: '#c2410c',
  critical: '#b91c1c',
  accept: '#2e7d32',
  review: '#b45309',
  reject: '#b91c1c',
};
const PALETTE = ['#1d4ed8', '#7e22ce', '#be185d', '#0f766e', '#a16207', '#4d7c0f', '#c2410c', '#334155', '#0e7490', '#9f1239'];

export function colourOf(name: string, index: number): string {
  return VERDICT_COLOURS[name] ?? PALETTE[index % PALETTE.length]!;
}

function label(start: number, unit: Series['unit']): string {
  const iso = new Date(start).toISOString();
  if (unit === 'day') return iso.slice(0, 10);
  return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}

/**
 * A stacked bar chart of counts over time, drawn as SVG, with its legend and, for people who
 * cannot see it, a text summary and the same numbers as a table.
 */
export function stackedBars(title: string, series: Series, colours: (name: string, i: number) => string = colourOf): HTMLElement {
  const titleId = uid('chart-title');
  const descId = uid('chart-desc');
  const sums = totals(series);
  const summary =
    series.buckets.length === 0
      ? 'No screenings to chart.'
      : `${series.names.map((n) => `${n}: ${sums[n] ?? 0}`).join(', ')}; per ${series.unit}, from ${label(series.buckets[0]!.start, series.unit)} to ${label(series.buckets[series.buckets.length - 1]!.start, series.unit)} UTC.`;

  const W = 640;
  const H = 180;
  const left = 36;
  const bottom = 28;
  const top = 10;
  const plotW = W - left - 8;
  const plotH = H - top - bottom;
  const max = Math.max(1, ...series.buckets.map((b) => Object.values(b.counts).reduce((a, n) => a + n, 0)));
  const step = series.buckets.length > 0 ? plotW / series.buckets.length : plotW;
  const barW = Math.max(1, Math.min(40, step * 0.8));

  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-labelledby': `${titleId} ${descId}`, class: 'chart' });
  svg.append(s('title', { id: titleId }, title), s('desc', { id: descId }, summary));
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];
  for (const t of ticks) {
    const y = top + plotH - (t / max) * plotH;
    svg.append(
      s('line', { x1: left, x2: W - 8, y1: y, y2: y, class: 'grid' }),
      s('text', { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'tick' }, String(t)),
    );
  }
  const labelEvery = Math.max(1, Math.ceil(series.buckets.length / 6));
  series.buckets.forEach((b, i) => {
    const x = left + i * step + (step - barW) / 2;
    let y = top + plotH;
    series.names.forEach((name, j) => {
      const n = b.counts[name] ?? 0;
      if (n === 0) return;
      const hgt = (n / max) * plotH;
      y -= hgt;
      svg.append(
        s('rect', { x: x.toFixed(1), y: y.toFixed(1), width: barW.toFixed(1), height: hgt.toFixed(1), fill: colours(name, j), 'data-series': name },
          s('title', {}, `${label(b.start, series.unit)}: ${name} ${n}`)),
      );
    });
    if (i % labelEvery === 0) {
      svg.append(s('text', { x: (x + barW / 2).toFixed(1), y: H - 8, 'text-anchor': 'middle', class: 'tick' }, label(b.start, series.unit)));
    }
  });

  const legend = h(
    'ul',
    { class: 'legend', 'aria-label': `${title}: legend` },
    ...series.names.map((name, j) => {
      const swatch = h('span', { class: 'swatch', 'aria-hidden': 'true' });
      swatch.style.background = colours(name, j);
      return h('li', {}, swatch, `${name} (${sums[name] ?? 0})`);
    }),
  );

  const table = h(
    'table',
    {},
    h('caption', {}, `${title} (UTC, per ${series.unit})`),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, series.unit), ...series.names.map((n) => h('th', { scope: 'col' }, n)))),
    h(
      'tbody',
      {},
      ...series.buckets
        .filter((b) => Object.keys(b.counts).length > 0)
        .map((b) => h('tr', {}, h('th', { scope: 'row' }, label(b.start, series.unit)), ...series.names.map((n) => h('td', {}, String(b.counts[n] ?? 0))))),
    ),
  );

  return h(
    'figure',
    { class: 'chart-figure' },
    h('figcaption', {}, h('strong', {}, title), ' ', h('span', { class: 'hint' }, summary)),
    svg,
    legend,
    h('details', {}, h('summary', {}, 'Show as a table'), table),
  );
}
