/**
 * A plain SVG line chart of a soak (memory, p99 latency and active resources over time, one panel
 * each), and its PNG through resvg.
 */
import { Resvg } from '@resvg/resvg-js';
import type { Point } from './stats.js';

export interface Series {
  label: string;
  color: string;
  points: readonly Point[];
}

export interface Panel {
  title: string;
  unit: string;
  series: Series[];
}

const WIDTH = 900;
const PANEL_HEIGHT = 190;
const MARGIN = { left: 70, right: 170, top: 34, bottom: 28 };

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tick step of 1, 2 or 5 times a power of ten giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

function panelSvg(panel: Panel, top: number, durationMs: number): string {
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x0 = MARGIN.left;
  const y0 = top + MARGIN.top;
  const all = panel.series.flatMap((s) => s.points.map((p) => p.v)).filter(Number.isFinite);
  const step = niceStep(Math.max(...all, 0) * 1.05);
  const yMax = Math.max(step, Math.ceil((Math.max(...all, 0) * 1.05) / step) * step);
  const sx = (t: number) => x0 + (durationMs > 0 ? (t / durationMs) * plotW : 0);
  const sy = (v: number) => y0 + plotH - (v / yMax) * plotH;
  const parts: string[] = [];
  parts.push(`<text x="${x0}" y="${top + 20}" font-size="14" font-weight="bold">${escape(panel.title)}</text>`);
  for (let v = 0; v <= yMax + 1e-9; v += step) {
    const y = sy(v).toFixed(1);
    parts.push(`<line x1="${x0}" y1="${y}" x2="${x0 + plotW}" y2="${y}" stroke="#ddd"/>`);
    parts.push(`<text x="${x0 - 6}" y="${y}" font-size="11" text-anchor="end" dominant-baseline="middle">${Number(v.toPrecision(6))}</text>`);
  }
  const minutes = durationMs / 60_000;
  const tStep = niceStep(minutes, 8) * 60_000;
  for (let t = 0; t <= durationMs + 1; t += tStep) {
    const x = sx(t).toFixed(1);
    parts.push(`<line x1="${x}" y1="${y0}" x2="${x}" y2="${y0 + plotH}" stroke="#eee"/>`);
    parts.push(`<text x="${x}" y="${y0 + plotH + 16}" font-size="11" text-anchor="middle">${Number((t / 60_000).toPrecision(4))} min</text>`);
  }
  parts.push(`<rect x="${x0}" y="${y0}" width="${plotW}" height="${plotH}" fill="none" stroke="#888"/>`);
  parts.push(`<text x="14" y="${y0 + plotH / 2}" font-size="11" transform="rotate(-90 14 ${y0 + plotH / 2})" text-anchor="middle">${escape(panel.unit)}</text>`);
  panel.series.forEach((s, i) => {
    const pts = s.points.filter((p) => Number.isFinite(p.v)).map((p) => `${sx(p.t).toFixed(1)},${sy(p.v).toFixed(1)}`);
    if (pts.length > 0) parts.push(`<polyline fill="none" stroke="${s.color}" stroke-width="1.8" points="${pts.join(' ')}"/>`);
    const ly = y0 + 10 + i * 18;
    parts.push(`<line x1="${x0 + plotW + 14}" y1="${ly}" x2="${x0 + plotW + 34}" y2="${ly}" stroke="${s.color}" stroke-width="3"/>`);
    parts.push(`<text x="${x0 + plotW + 40}" y="${ly}" font-size="12" dominant-baseline="middle">${escape(s.label)}</text>`);
  });
  return parts.join('\n');
}

/** The chart as SVG text: a title line, then the panels stacked. */
export function renderSvg(title: string, panels: readonly Panel[], durationMs: number): string {
  const height = 30 + panels.length * PANEL_HEIGHT;
  const body = panels.map((panel, i) => panelSvg(panel, 30 + i * PANEL_HEIGHT, durationMs)).join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${WIDTH / 2}" y="20" font-size="15" font-weight="bold" text-anchor="middle">${escape(title)}</text>`,
    body,
    '</svg>',
  ].join('\n');
}

export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}
