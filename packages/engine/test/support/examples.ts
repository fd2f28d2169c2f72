/**
 * The two checks every language's written examples go through, whole engine, as a user prompt:
 * each harmful example reaches 7 with the flag of its domain, each safe look-alike stays below 4.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { harmFlagId } from '../../src/detectors/harmful-request.js';
import type { HarmDomain } from '../../src/harmful/types.js';
import type { Engine } from '../../src/index.js';

export function itScoresExamples(engine: Engine, lang: string, harmful: ReadonlyArray<readonly [HarmDomain, string]>, safe: readonly string[]): void {
  it('flags each harmful example with its domain', () => {
    for (const [domain, text] of harmful) {
      const r = engine.screenInput(text);
      assert.ok(r.risk_score >= 7, `${lang} ${domain} scored ${r.risk_score}: ${text}`);
      assert.ok(
        r.flags.some((f) => f.id === harmFlagId(domain)),
        `${lang}: no ${harmFlagId(domain)} on: ${text} (flags ${r.flags.map((f) => f.id).join(', ')})`,
      );
    }
  });
  it('keeps safe look-alikes below caution', () => {
    for (const text of safe) {
      const r = engine.screenInput(text);
      assert.ok(r.risk_score < 4, `${lang} safe scored ${r.risk_score}: ${text} (${r.flags.map((f) => f.id).join(', ')})`);
    }
  });
}
