/**
 * What a soak prints and writes: the verdict table, per-route figures, and the chart.
 */
import type { Panel } from './chart.js';
import type { SoakResult } from './run.js';

const MB = 2 ** 20;

export function panelsOf(result: SoakResult): Panel[] {
  const windowMid = (index: number) => (index + 0.5) * result.windowMs;
  // Full windows only: the tail after the last request was due holds a few polls, not the traffic.
  const full = result.latencyWindows.filter((w) => (w.index + 1) * result.windowMs <= result.durationMs);
  return [
    {
      title: 'Memory of the service process',
      unit: 'MB',
      series: [
        { label: 'RSS', color: '#1f77b4', points: result.samples.map((s) => ({ t: s.t, v: s.rss / MB })) },
        { label: 'heap used', color: '#ff7f0e', points: result.samples.map((s) => ({ t: s.t, v: s.heapUsed / MB })) },
        { label: 'heap after GC', color: '#000000', points: result.samples.filter((s) => s.gc).map((s) => ({ t: s.t, v: s.heapUsed / MB })) },
      ],
    },
    {
      title: `Latency per ${result.windowMs / 1000} s window`,
      unit: 'ms',
      series: [
        { label: 'p99', color: '#d62728', points: full.map((w) => ({ t: windowMid(w.index), v: w.p99 })) },
        { label: 'p50', color: '#2ca02c', points: full.map((w) => ({ t: windowMid(w.index), v: w.p50 })) },
        { label: 'loop delay p99', color: '#9467bd', points: result.samples.map((s) => ({ t: s.t, v: s.loopP99 })) },
      ],
    },
    {
      title: 'Active handles and requests (process.getActiveResourcesInfo)',
      unit: 'count',
      series: [{ label: 'active resources', color: '#8c564b', points: result.samples.map((s) => ({ t: s.t, v: s.resourcesTotal })) }],
    },
  ];
}

export function chartTitle(result: SoakResult): string {
  const backend = result.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL + Redis';
  return `Soak on ${backend}: ${result.rate} req/s for ${(result.durationMs / 60_000).toFixed(1)} min (${result.startedAt.slice(0, 16)}Z)`;
}

/** The verdicts and figures as Markdown, for the terminal and docs/reliability.md. */
export function markdown(result: SoakResult): string {
  const lines: string[] = [];
  const backend = result.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL + Redis';
  lines.push(`### ${backend}: ${result.rate} req/s, ${(result.durationMs / 60_000).toFixed(1)} min, seed ${result.seed}, node ${result.node}`);
  lines.push('');
  lines.push('| verdict | result | figures |');
  lines.push('|---|---|---|');
  for (const v of result.verdicts) lines.push(`| ${v.name} | ${v.ok ? 'pass' : '**FAIL**'} | ${v.detail} |`);
  lines.push('');
  const statuses = Object.entries(result.statuses).map(([s, n]) => `${s}: ${n}`).join(', ');
  lines.push(`${result.requests} answers (${statuses}; ${result.retries} sent again after a reset reused connection); event-loop delay after warm-up: worst p99 of a sample ${result.loopDelay.p99Max.toFixed(1)} ms, max ${result.loopDelay.max.toFixed(1)} ms; the probe's ${result.gcPause.count} forced collections paused the service ${result.gcPause.median.toFixed(0)} ms (median), ${result.gcPause.max.toFixed(0)} ms at most, and the ${result.pausedAnswers} answers in flight then are left out of the latency figures.`);
  const jobs = Object.entries(result.jobs)
    .map(([kind, j]) => `${kind} ${j.submitted} (${Object.entries(j.finished).map(([s, n]) => `${s} ${n}`).join(', ')}${j.unfinished ? `, unfinished ${j.unfinished}` : ''})`)
    .join('; ');
  if (jobs) lines.push(`Jobs: ${jobs}.`);
  lines.push('');
  lines.push('| route | answers | p50 ms | p99 ms | max ms |');
  lines.push('|---|---|---|---|---|');
  for (const [name, r] of Object.entries(result.routes)) {
    lines.push(`| ${name} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`);
  }
  if (result.unexpected.length) {
    lines.push('');
    lines.push('Unexpected answers (first few):');
    for (const u of result.unexpected.slice(0, 5)) lines.push(`- ${u.name}: ${u.status} ${u.detail.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  return lines.join('\n');
}
