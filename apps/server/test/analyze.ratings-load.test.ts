import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCsv, readCsvAsync } from '../src/analysis/csv.js';
import { RatingsSource } from '../src/analysis/ratings.js';

/** The longest stretch of CPU work between two turns of the loop while `work` runs. */
async function longestTurn(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const ticker = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    longest = Math.max(longest, Math.min(wall - lastWall - 5, (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000));
    lastWall = wall;
    lastCpu = cpu;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return longest;
}

describe('loading the media ratings', () => {
  it('does not hold the event loop: the first load yields while it reads the files', async (t) => {
    const source = new RatingsSource();
    const busy = await longestTurn(() => source.get());
    t.diagnostic(`longest turn ${busy.toFixed(0)} ms of work`);
    // Read in one go, the largest file alone took 70-200 ms of one turn; read in slices, a turn
    // is mostly 10-60 ms (garbage collection of the maps being built included).
    assert.ok(busy < 100, `a loop turn did ${busy.toFixed(0)} ms of work`);
  });

  it('reads a CSV the same with and without yielding', async () => {
    const text = `\ufeffdomain,score,note\r\na.example,1,"quoted, with ""quotes""\nand a line break"\n\nb.example,2,plain\nc.example,,`;
    const sync: Array<Record<string, string>> = [];
    const async: Array<Record<string, string>> = [];
    assert.deepEqual(readCsv(text, (r) => sync.push(r)), ['domain', 'score', 'note']);
    assert.deepEqual(await readCsvAsync(text, (r) => async.push(r)), ['domain', 'score', 'note']);
    assert.deepEqual(async, sync);
    assert.deepEqual(sync, [
      { domain: 'a.example', score: '1', note: 'quoted, with "quotes"\nand a line break' },
      { domain: 'b.example', score: '2', note: 'plain' },
      { domain: 'c.example', score: '', note: '' },
    ]);
  });
});
