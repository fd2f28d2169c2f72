/**
 * Fuzzes every route of the service's OpenAPI document and checks that it survives:
 *
 *   npm run fuzz                                   # 10,000 requests, seed 1
 *   npm run fuzz -- --requests 100000 --seed 7     # longer
 *   npm run fuzz -- --json fuzz.json               # figures as JSON too
 *   npm run fuzz -- --loop-measure wall            # event-loop limit on wall-clock delay (idle machine)
 *
 * Exits non-zero when a pass criterion fails (see docs/reliability.md, "Fuzz").
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runFuzz, summary } from './fuzzer.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '8' },
    json: { type: 'string' },
    'loop-measure': { type: 'string', default: 'busy' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const concurrency = Number(values.concurrency);
const loopMeasure = values['loop-measure'];
if (loopMeasure !== 'busy' && loopMeasure !== 'wall') {
  console.error('--loop-measure is busy or wall');
  process.exit(2);
}
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed) || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('usage: npm run fuzz -- [--requests N] [--seed N] [--concurrency N] [--json out.json] [--loop-measure busy|wall]');
  process.exit(2);
}
console.log(`fuzz: ${requests} requests, seed ${seed}, concurrency ${concurrency}; starting the service...`);
const report = await runFuzz({ requests, seed, concurrency, loopMeasure, log: (line) => console.log(line) });
console.log(summary(report));
if (values.json) await writeFile(values.json, JSON.stringify(report, null, 2) + '\n');
process.exit(report.pass ? 0 : 1);
