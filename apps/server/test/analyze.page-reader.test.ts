import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PageReader } from '../src/analysis/page-reader.js';

/**
 * Workers that cannot start (here: a flag they inherit fails in them; in the field, a preload that
 * only works on the main thread, or memory running out) make the pool emit `error` for the idle
 * ones. With nobody listening, that event ended the whole service; the reader reports it and the
 * page given to a failed worker fails by itself.
 */
test('page reader: workers that cannot start fail the page and are reported, and the process goes on', async () => {
  const errors: unknown[] = [];
  const breakWorkers =
    'data:text/javascript,import { isMainThread } from "node:worker_threads"; if (!isMainThread) throw new Error("this worker cannot start");';
  const reader = new PageReader({
    threads: 2,
    timeoutMs: 5000,
    maxElements: 1000,
    maxDepth: 100,
    workerExecArgv: [...process.execArgv, '--import', breakWorkers],
    onWorkerError: (error) => errors.push(error),
  });
  try {
    await assert.rejects(reader.read('<p>one</p>', 'http://page.test/', { mainText: true, hiddenText: false }), /cannot start/);
    // The idle worker's failure arrives as the pool's `error` event.
    for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(errors.length >= 1, 'the failure of the idle worker was reported');
    assert.match(String((errors[0] as Error).message), /cannot start/);
  } finally {
    await reader.close();
  }
});
