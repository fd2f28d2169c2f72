// Run only by test/test-runner.test.ts, through scripts/run-tests.mjs: one suite that skips itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

describe('a suite whose backend is absent', { skip: 'nothing answers at 127.0.0.1:1' }, () => {
  it('would need the backend', () => {
    assert.fail('a skipped suite must not run');
  });
});

describe('a suite that runs', () => {
  it('passes', () => {
    assert.equal(1 + 1, 2);
  });
});
