/**
 * The bounded fuzz CI runs: a few thousand generated requests across every route of the OpenAPI
 * document, with the pass criteria of `npm run fuzz` (docs/reliability.md, "Fuzz"). On a machine
 * busy with other work the timing limits can be widened with FUZZ_MAX_LATENCY_MS and
 * FUZZ_MAX_LOOP_P99_MS; the correctness criteria cannot.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorContract, runFuzz, summary } from './fuzzer.js';

const requests = Number(process.env['FUZZ_REQUESTS'] ?? 2000);
const seed = Number(process.env['FUZZ_SEED'] ?? 15);
const maxLatencyMs = Number(process.env['FUZZ_MAX_LATENCY_MS'] ?? 1000);
const maxLoopP99Ms = Number(process.env['FUZZ_MAX_LOOP_P99_MS'] ?? 50);

describe('fuzz (bounded)', () => {
  it('holds the error contract check it relies on', () => {
    assert.equal(errorContract({ status: 400, contentType: 'application/json; charset=utf-8', body: '{"error":"Bad Request","detail":"x"}' }), null);
    assert.notEqual(errorContract({ status: 400, contentType: 'text/plain', body: '{"error":"Bad Request","detail":"x"}' }), null);
    assert.notEqual(errorContract({ status: 400, contentType: 'application/json', body: '' }), null);
    assert.notEqual(errorContract({ status: 400, contentType: 'application/json', body: '{"error":"Bad Request"}' }), null);
  });

  it(`survives ${requests} generated requests (seed ${seed})`, { timeout: 180_000 }, async () => {
    // Windows of 4 s: a 10 ms sampler delayed by other work on the machine takes fewer than 100
    // samples in 2 s, and the p99 of fewer than 100 samples is their maximum (one GC pause).
    const report = await runFuzz({ requests, seed, concurrency: 2, maxLatencyMs, maxLoopP99Ms, windowMs: 4000 });
    const text = summary(report);
    console.log(text);
    assert.equal(report.sent + Object.values(report.excluded).reduce((a, b) => a + b, 0), requests);
    // Every route of the document was exercised.
    assert.ok(Object.keys(report.routes).filter((r) => !r.includes('off-document')).length >= 17, JSON.stringify(report.routes));
    for (const [name, check] of Object.entries(report.checks)) assert.ok(check.pass, `${name}: ${check.value} (limit ${check.limit})\n${text}`);
  });
});
