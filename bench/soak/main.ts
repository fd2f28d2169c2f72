/**
 * npm run soak: steady mixed traffic against the service in a child process, on SQLite and/or on
 * PostgreSQL + Redis, with verdicts on memory, handles, latency and errors.
 *
 *   npm run soak                                   # 10 minutes at 20 req/s on both backends (1 minute in CI)
 *   npm run soak -- --minutes 2 --rate 20 --backend sqlite --json soak.json
 *   npm run soak -- --chart docs/reliability       # also write soak-<backend>.png there
 *
 * Exit status 0 when every verdict passes, 1 otherwise.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderSvg, svgToPng } from './chart.js';
import { chartTitle, markdown, panelsOf } from './report.js';
import { runSoak, type Backend, type SoakResult } from './run.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env['CI'] ? '1' : '10' },
    rate: { type: 'string', default: '20' },
    backend: { type: 'string', default: 'both' },
    json: { type: 'string' },
    chart: { type: 'string', default: 'docs/reliability' },
    'no-chart': { type: 'boolean', default: false },
    seed: { type: 'string', default: '15' },
    'sample-seconds': { type: 'string' },
    'gc-every': { type: 'string' },
  },
});

const minutes = Number(values.minutes);
const rate = Number(values.rate);
const seed = Number(values.seed);
if (!(minutes > 0) || !(rate > 0) || !Number.isInteger(seed)) {
  console.error('usage: npm run soak -- [--minutes N] [--rate R] [--backend sqlite|scaled|both] [--json out.json] [--chart dir | --no-chart] [--seed S] [--sample-seconds S] [--gc-every N]');
  process.exit(2);
}
const backends: Backend[] = values.backend === 'both' ? ['sqlite', 'scaled'] : values.backend === 'sqlite' || values.backend === 'scaled' ? [values.backend] : [];
if (backends.length === 0) {
  console.error(`unknown --backend ${values.backend}: use sqlite, scaled or both`);
  process.exit(2);
}
const durationMs = minutes * 60_000;
// Enough samples per quarter to judge flatness, without collecting garbage more than every 2 s.
const sampleMs = values['sample-seconds'] ? Number(values['sample-seconds']) * 1000 : Math.max(2000, Math.min(5000, durationMs / 60));

// A forced full collection pauses requests in flight; in long runs collect every ~30 s only.
const gcEvery = values['gc-every'] ? Number(values['gc-every']) : Math.max(1, Math.round(30_000 / sampleMs));

const results: SoakResult[] = [];
for (const backend of backends) {
  const result = await runSoak({ backend, durationMs, rate, seed, sampleMs, gcEvery, log: (line) => console.error(line) });
  results.push(result);
  console.log(`\n${markdown(result)}\n`);
  if (!values['no-chart']) {
    await mkdir(values.chart, { recursive: true });
    const file = join(values.chart, `soak-${backend}.png`);
    await writeFile(file, svgToPng(renderSvg(chartTitle(result), panelsOf(result), result.durationMs)));
    console.log(`chart: ${file}`);
  }
}
if (values.json) await writeFile(values.json, JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
const failed = results.flatMap((r) => r.verdicts.filter((v) => !v.ok).map((v) => `${r.backend}: ${v.name}`));
console.log(failed.length === 0 ? 'soak: every verdict passed' : `soak: FAILED ${failed.join('; ')}`);
process.exit(failed.length === 0 ? 0 : 1);
