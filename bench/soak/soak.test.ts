/**
 * The soak's verdicts as pure functions, its chart, and a short real run on SQLite that proves the
 * script drives every kind of request, collects the child's samples and judges them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mulberry32 } from '../../scripts/lib/random.js';
import { niceStep, renderSvg, svgToPng } from './chart.js';
import { markdown, panelsOf, chartTitle } from './report.js';
import { runSoak } from './run.js';
import { flatness, overall, p99Stability, percentile, quarter, windows, type Point } from './stats.js';
import { mixNames } from './traffic.js';

/** A series over `durationMs`, one point a second, from a function of the fraction of the run. */
function series(durationMs: number, f: (x: number) => number): Point[] {
  const points: Point[] = [];
  for (let t = 0; t <= durationMs; t += 1000) points.push({ t, v: f(t / durationMs) });
  return points;
}

describe('soak verdicts', () => {
  const D = 100_000;

  it('percentile is nearest-rank, NaN without values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });

  it('splits a run into quarters by time, the last one inclusive of the end', () => {
    const points = series(D, (x) => x);
    assert.equal(quarter(points, 0, D).length, 25);
    assert.equal(quarter(points, 3, D).length, 26);
    assert.ok(quarter(points, 1, D).every((p) => p.t >= 25_000 && p.t < 50_000));
  });

  it('memory that climbs in warm-up and then stays level is flat', () => {
    const points = series(D, (x) => (x < 0.25 ? 100 + 400 * x : 200 + Math.sin(x * 50) * 5));
    const verdict = flatness(points, D, { tolerance: 0.1 });
    assert.equal(verdict.ok, true, verdict.detail);
    assert.ok(Math.abs(verdict.change) < 0.05);
  });

  it('memory that keeps growing after warm-up is a leak', () => {
    // 1% of the start per tenth of the run: the last quarter is about 12% above the second.
    const points = series(D, (x) => 200 * (1 + 0.25 * x));
    const verdict = flatness(points, D, { tolerance: 0.1 });
    assert.equal(verdict.ok, false, verdict.detail);
    assert.ok(verdict.change > 0.1 && verdict.change < 0.2, String(verdict.change));
    assert.match(verdict.detail, /\+1\d\.\d%; limit \+10%/);
  });

  it('a fall is never a failure, and too few samples cannot pass', () => {
    assert.equal(flatness(series(D, (x) => 300 - 100 * x), D, { tolerance: 0.1 }).ok, true);
    const sparse = [{ t: 30_000, v: 1 }, { t: 90_000, v: 1 }];
    const verdict = flatness(sparse, D, { tolerance: 0.1 });
    assert.equal(verdict.ok, false);
    assert.match(verdict.detail, /too few samples/);
  });

  it('handle counts: slack absorbs a few in-flight sockets, steady growth fails', () => {
    const jitter = series(D, (x) => 20 + (Math.round(x * 100) % 3));
    assert.equal(flatness(jitter, D, { tolerance: 0.1, slack: 5, statistic: 'median' }).ok, true);
    const leak = series(D, (x) => Math.round(20 + 200 * x));
    assert.equal(flatness(leak, D, { tolerance: 0.1, slack: 5, statistic: 'median' }).ok, false);
    // Without slack a step from 2 to 3 handles would be +50%.
    const small = series(D, (x) => (x < 0.6 ? 2 : 3));
    assert.equal(flatness(small, D, { tolerance: 0.1, statistic: 'median' }).ok, false);
    assert.equal(flatness(small, D, { tolerance: 0.1, slack: 5, statistic: 'median' }).ok, true);
  });

  it('latency windows and p99 stability', () => {
    const samples: Array<{ t: number; ms: number }> = [];
    for (let t = 0; t < 80_000; t += 100) samples.push({ t, ms: t < 20_000 ? 500 : 10 + (t % 1000) / 100 });
    const list = windows(samples, 10_000);
    assert.equal(list.length, 8);
    assert.equal(list[0]!.count, 100);
    assert.equal(list[0]!.p99, 500);
    assert.ok(list[4]!.p99 < 20);
    const stable = p99Stability(list, 10_000, 80_000, { factor: 2, floorMs: 5, warmupMs: 20_000 });
    assert.equal(stable.ok, true, stable.detail);

    const worsening = windows(samples.map((s) => ({ t: s.t, ms: s.t >= 70_000 ? 200 : s.ms })), 10_000);
    const verdict = p99Stability(worsening, 10_000, 80_000, { factor: 2, floorMs: 5, warmupMs: 20_000 });
    assert.equal(verdict.ok, false, verdict.detail);
    assert.equal(verdict.last, 200);
    // Under the floor both ways is noise, not a trend.
    assert.equal(p99Stability(worsening, 10_000, 80_000, { factor: 2, floorMs: 250, warmupMs: 20_000 }).ok, true);
    // A partial last window is left out; one steady window is too few to judge.
    assert.equal(p99Stability(list, 10_000, 35_000, { factor: 2, floorMs: 5, warmupMs: 20_000 }).ok, false);
  });

  it('overall names the failed verdicts', () => {
    assert.deepEqual(overall([{ name: 'a', ok: true, detail: '' }, { name: 'b', ok: false, detail: '' }]), { ok: false, failed: ['b'] });
    assert.deepEqual(overall([{ name: 'a', ok: true, detail: '' }]), { ok: true, failed: [] });
  });

  it('the seeded generator repeats from a seed and differs between seeds', () => {
    const a = mulberry32(15);
    const b = mulberry32(15);
    const c = mulberry32(16);
    const first = Array.from({ length: 5 }, () => a());
    assert.deepEqual(first, Array.from({ length: 5 }, () => b()));
    assert.notDeepEqual(first, Array.from({ length: 5 }, () => c()));
    assert.ok(first.every((x) => x >= 0 && x < 1));
  });

  it('chart ticks are 1, 2 or 5 times a power of ten', () => {
    assert.equal(niceStep(400), 100);
    assert.equal(niceStep(10, 8), 2);
    assert.equal(niceStep(0.5, 8), 0.1);
    assert.equal(niceStep(0), 1);
  });
});

describe('npm run soak, briefly, on SQLite', () => {
  it('drives every kind of request at a steady rate and judges the samples', async () => {
    const durationMs = 24_000;
    const result = await runSoak({ backend: 'sqlite', durationMs, rate: 8, sampleMs: 1000, gcEvery: 3, seed: 7 });
    const detail = `${markdown(result)}\n${JSON.stringify(result.unexpected.slice(0, 3))}`;
    // The service under steady valid traffic: no 5xx, nothing lost, clean exit.
    assert.equal(result.serverErrors, 0, detail);
    assert.equal(result.transportErrors, 0, detail);
    assert.equal(result.unexpectedCount, 0, detail);
    assert.equal(result.exitCode, 0, detail);
    // Idle again, the service holds what it held before the run.
    assert.ok(result.idle.before > 0 && result.idle.after > 0, JSON.stringify(result.idle));
    assert.equal(result.verdicts[2]!.ok, true, result.verdicts[2]!.detail);
    for (const kind of ['parse', 'evaluate', 'analyze']) {
      const jobs = result.jobs[kind];
      assert.ok(jobs && jobs.submitted > 0 && jobs.unfinished === 0, `${kind} jobs: ${JSON.stringify(jobs)}`);
    }
    // Open loop: about rate x duration requests of the mix, polls on top.
    const polls = Object.entries(result.routes).filter(([name]) => name.startsWith('GET poll')).reduce((n, [, r]) => n + r.count, 0);
    assert.ok(result.requests - polls >= 8 * 24 * 0.9, `${result.requests} answers, ${polls} polls`);
    const seen = Object.keys(result.routes);
    const common = mixNames().filter((name) => name !== 'POST /v1/keys/generate');
    for (const name of common) assert.ok(seen.includes(name), `no ${name} in ${seen.join(', ')}`);
    // The child's samples arrive over IPC, one a second, with the figures the verdicts need.
    assert.ok(result.samples.length >= 14, `${result.samples.length} samples`);
    for (const s of result.samples) {
      assert.ok(s.rss > s.heapUsed && s.heapUsed > 1e6, JSON.stringify(s));
      assert.ok(s.resourcesTotal > 0 && Object.values(s.resources).reduce((a, b) => a + b, 0) === s.resourcesTotal);
      assert.ok(s.loopP99 >= 0 && s.loopMax >= s.loopP99);
      // A forced collection takes time; samples without one report none.
      assert.ok(s.gc ? s.gcMs > 0 : s.gcMs === 0, JSON.stringify(s));
    }
    const collected = result.samples.filter((s) => s.gc).length;
    assert.ok(Math.abs(collected - result.samples.length / 3) <= 1, `${collected} of ${result.samples.length} samples after a collection`);
    assert.equal(result.gcPause.count, collected);
    // Answers in flight during those pauses are left out of latency, and only those.
    const timedAnswers = Object.values(result.routes).reduce((n, r) => n + r.count, 0);
    assert.equal(timedAnswers + result.pausedAnswers, result.requests);
    assert.ok(result.pausedAnswers < result.requests / 2, `${result.pausedAnswers} of ${result.requests} left out`);
    assert.ok(result.latencyWindows.length >= 8);
    assert.deepEqual(
      result.verdicts.map((v) => v.name),
      ['RSS flat after warm-up', 'heap flat after warm-up', 'active handles not growing', 'p99 stable', 'no 5xx', 'no transport errors or time-outs', 'every answer as expected', 'driver kept the rate', 'every job finished', 'clean shutdown on SIGTERM'],
    );
    // Memory and handle verdicts were judged from samples (not "too few samples"); whether they pass
    // in 24 s on a shared machine is the long run's question.
    for (const v of result.verdicts.slice(0, 3)) assert.doesNotMatch(v.detail, /too few/, v.detail);
    assert.equal(result.ok, result.verdicts.every((v) => v.ok));

    const png = svgToPng(renderSvg(chartTitle(result), panelsOf(result), result.durationMs));
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.ok(png.length > 10_000, `${png.length} bytes of PNG`);
  });
});
