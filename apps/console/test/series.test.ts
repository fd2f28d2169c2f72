import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countOverTime, totals } from '../src/series.js';

interface Row {
  at: string;
  verdict: string;
  categories: string[];
}
const row = (at: string, verdict: string, categories: string[] = []): Row => ({ at, verdict, categories });
const count = (rows: Row[], by: 'verdict' | 'categories') =>
  countOverTime(rows, (r) => r.at, (r) => (by === 'verdict' ? [r.verdict] : r.categories));

describe('counts over time', () => {
  it('buckets by minute under two hours, with empty buckets in between', () => {
    const s = count([row('2026-01-01T10:00:10Z', 'safe'), row('2026-01-01T10:00:50Z', 'critical'), row('2026-01-01T10:03:00Z', 'safe')], 'verdict');
    assert.equal(s.unit, 'minute');
    assert.deepEqual(s.buckets.map((b) => [new Date(b.start).toISOString().slice(11, 16), b.counts]), [
      ['10:00', { safe: 1, critical: 1 }],
      ['10:01', {}],
      ['10:02', {}],
      ['10:03', { safe: 1 }],
    ]);
    assert.deepEqual(s.names, ['safe', 'critical']);
  });

  it('buckets by hour under three days and by day beyond', () => {
    assert.equal(count([row('2026-01-01T00:00:00Z', 'safe'), row('2026-01-02T05:00:00Z', 'safe')], 'verdict').unit, 'hour');
    const days = count([row('2026-01-01T00:00:00Z', 'safe'), row('2026-01-05T12:00:00Z', 'reject')], 'verdict');
    assert.equal(days.unit, 'day');
    assert.equal(days.buckets.length, 5);
  });

  it('adds empty buckets before the first record up to a minimum, ending with the last record\'s', () => {
    const s = countOverTime([row('2026-01-01T10:05:00Z', 'safe')], (r) => r.at, (r) => [r.verdict], { minBuckets: 3 });
    assert.deepEqual(s.buckets.map((b) => [new Date(b.start).toISOString().slice(11, 16), b.counts]), [
      ['10:03', {}],
      ['10:04', {}],
      ['10:05', { safe: 1 }],
    ]);
  });

  it('orders verdicts by severity, then recommendations, then others alphabetically', () => {
    const s = count([row('2026-01-01T00:00:00Z', 'reject'), row('2026-01-01T00:00:00Z', 'zeta'), row('2026-01-01T00:00:00Z', 'high_risk'), row('2026-01-01T00:00:00Z', 'low_risk'), row('2026-01-01T00:00:00Z', 'alpha')], 'verdict');
    assert.deepEqual(s.names, ['low_risk', 'high_risk', 'reject', 'alpha', 'zeta']);
  });

  it('counts a record once per category it raised, and none for a record without', () => {
    const s = count([row('2026-01-01T00:00:00Z', 'critical', ['jailbreak', 'prompt_injection']), row('2026-01-01T00:00:30Z', 'safe')], 'categories');
    assert.deepEqual(totals(s), { jailbreak: 1, prompt_injection: 1 });
  });

  it('gives no buckets for no records, and skips unreadable times', () => {
    assert.deepEqual(count([], 'verdict').buckets, []);
    assert.deepEqual(totals(count([row('not a time', 'safe'), row('2026-01-01T00:00:00Z', 'safe')], 'verdict')), { safe: 1 });
  });
});
