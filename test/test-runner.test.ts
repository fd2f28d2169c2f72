/**
 * `npm test` never skips in silence: its closing line counts skipped suites and tests with their
 * reasons, and under CI=true a skip fails the run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const fixture = 'test/support/skip-fixture.ts';

function run(ci: boolean): { status: number | null; out: string } {
  const env = { ...process.env };
  delete env['CI'];
  // the child runner must report as a run of its own, not as part of this one
  delete env['NODE_TEST_CONTEXT'];
  if (ci) env['CI'] = 'true';
  const result = spawnSync(process.execPath, ['scripts/run-tests.mjs', fixture], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('the test runner', () => {
  it('counts a skipped suite and names its reason in the closing line', () => {
    const { status, out } = run(false);
    assert.equal(status, 0, out);
    assert.match(out, /skipped suites and tests: 1 \(1 x nothing answers at 127\.0\.0\.1:1\)/, out);
  });

  it('fails the run when a suite skips under CI=true', () => {
    const { status, out } = run(true);
    assert.equal(status, 1, out);
    assert.match(out, /CI=true: a skipped suite is a failure/, out);
  });
});
