/**
 * The rule prefilter: what it derives from patterns, and that prefiltered scanning (skipped rules,
 * windowed searches) finds exactly what running every rule over every whole view finds.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RULES, compileRules, normalize, type Hit, type Rule, type Surface } from '../src/index.js';
import { AtomScanner } from '../src/patterns/scan.js';
import { analyze, type Prefilter } from '../src/patterns/shape.js';

function show(p: Prefilter): string {
  if (p.op === 'atom') return p.atom;
  if (p.op === 'all' || p.op === 'none') return p.op;
  return `${p.op}(${p.args.map(show).join(',')})`;
}

function summary(hits: Hit[]): string[] {
  return hits.map((h) => JSON.stringify([h.rule.id, h.view, h.views, h.evidence, h.quoted])).sort();
}

/** A deterministic pseudo-random source, so failures reproduce. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

const FILLER = [
  'The quarterly report lists revenue, costs and the plan for next year.',
  'Run the build with --release; the binary lands in target/release.',
  'Café menus list crème brûlée at €7 — a “classic” choice 😀.',
  '会议将在下午三点开始。',
  'def main():\n    return 0\n',
  'Tokens: a1b2c3d4e5f6 and ſtrange Kelvin \u212a signs.',
];

describe('analyze', () => {
  it('derives required literals, without case', () => {
    assert.equal(show(analyze('\\bIgnore\\s+(?:previous|prior)\\s+instructions').prefilter), 'and(ignore,or(previous,prior),instructions)');
  });

  it('requires nothing from optional parts and short literals', () => {
    assert.equal(analyze('(?:ignore)?\\s*ab').prefilter.op, 'all');
    assert.equal(analyze('x|ignore').prefilter.op, 'all');
  });

  it('gives up (requires nothing) on syntax it does not know', () => {
    assert.equal(analyze('(?s:ignore.*)').prefilter.op, 'all');
  });

  it('bounds match length, with unbounded runs by kind', () => {
    assert.deepEqual(analyze('abc\\s+d[^\\n]{0,10}').reach, { fixed: 24, space: 1, nonspace: 0, line: 0 });
    assert.equal(analyze('a(?:b\\s)+').reach, null);
    assert.deepEqual(analyze('abc$').reach, { fixed: 3, space: 0, nonspace: 0, line: 0 });
    assert.equal(analyze('abc$').textEnd, true, 'the end of the text is noted, for the windows');
    assert.equal(analyze('(?m)abc$').textEnd, false);
    assert.equal(analyze('(?m)abc$').lineEnd, true);
  });
});

describe('AtomScanner', () => {
  it('finds every occurrence, without ASCII case, with the letters RE2 folds to ASCII', () => {
    const scanner = new AtomScanner(['ignore', 'gnore all', 'kelvin']);
    const occ = scanner.scan('IGNORE all \u212aelvin; ignore');
    assert.deepEqual([...occ.count], [2, 1, 1]);
    assert.deepEqual([...occ.end.subarray(0, occ.length)], [6, 10, 17, 25]);
  });
});

describe('prefiltered scanning', () => {
  const surfaces: Surface[] = ['input', 'output', 'agent'];
  const fast = new Map(surfaces.map((s) => [s, compileRules(RULES, s)]));
  const reference = new Map(surfaces.map((s) => [s, compileRules(RULES, s, { prefilter: false })]));

  function agree(text: string): void {
    const { views } = normalize(text);
    for (const s of surfaces) {
      assert.deepEqual(summary(fast.get(s)!.scan(views)), summary(reference.get(s)!.scan(views)), `${s}: ${text.slice(0, 80)}`);
    }
  }

  it('agrees on every fixture', () => {
    for (const rule of RULES) for (const text of [...rule.fixtures.positive, ...rule.fixtures.negative]) agree(text);
  });

  it('agrees on long texts with fixtures spread out, gapped and wrapped in other scripts', () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const positives = RULES.flatMap((r) => r.fixtures.positive);
    for (let k = 0; k < 40; k++) {
      let text = '';
      const size = [3_000, 20_000, 50_000][k % 3]!;
      while (text.length < size) text += `${pick(FILLER)}${next() < 0.5 ? '\n' : ' '}`;
      for (let j = 0; j < 3; j++) {
        let fixture = pick(positives);
        const mode = k % 4;
        if (mode === 0) fixture = fixture.replace(/ /g, () => (next() < 0.3 ? ' '.repeat(1 + Math.floor(next() * 300)) : ' '));
        if (mode === 1) fixture = fixture.replace(/ /g, () => (next() < 0.3 ? `\n${'\t'.repeat(Math.floor(next() * 40))}` : ' '));
        if (mode === 2) fixture = `😀${fixture}中`;
        const at = j === 0 ? 0 : j === 1 ? text.length : Math.floor(next() * text.length);
        text = `${text.slice(0, at)}${mode === 3 ? '' : ' '}${fixture}${mode === 3 ? '' : ' '}${text.slice(at)}`;
      }
      agree(text);
    }
  });

  it('looks at a rule in a view only when every word of one of its alternatives occurs there', () => {
    const rule = (id: string, patterns: string[]): Rule => ({
      id: `prompt_injection.test-${id}`,
      category: 'prompt_injection' as Rule['category'],
      type: 'prompt_injection',
      severity: 8,
      label: 'test',
      description: 'Alternatives that each need several words, one that needs none.',
      patterns,
      fixtures: { positive: [], negative: [] },
    });
    const rules = [
      rule('and-or', ['\\bmaple\\s+(?:syrup|leaf)\\s+now\\b', '\\bbirch\\W+bark\\b']),
      rule('optional', ['\\b(?:cedar\\s+)?pine\\b', '\\d{3}-\\d{4}']),
      rule('nested', ['(?:oak\\s+(?:tree|wood)|elm\\s+tree)\\s+(?:grove|park)']),
    ];
    const fast = compileRules(rules, 'input');
    const whole = compileRules(rules, 'input', { prefilter: false });
    const texts = [
      'maple syrup now',
      'maple syrup later, now',
      'syrup now maple',
      'birch bark',
      'the bark of a birch',
      'pine',
      'cedar',
      'call 555-1234',
      'oak wood park',
      'elm tree grove',
      'elm wood grove',
      'oak tree, elm park',
      'MAPLE LEAF NOW and Birch -- Bark and Oak  Tree  Park',
    ];
    for (const text of texts) {
      const { views } = normalize(text);
      assert.deepEqual(summary(fast.scan(views)), summary(whole.scan(views)), text);
    }
    assert.equal(fast.scan(normalize('maple syrup now, birch bark, oak tree park').views).length, 2);
  });

  it('does not take the end of a window for the end of the text', () => {
    const rule: Rule = {
      id: 'prompt_injection.test-text-end',
      category: 'prompt_injection' as Rule['category'],
      type: 'prompt_injection',
      severity: 8,
      label: 'test',
      description: 'A word followed by a stop or the end of the text.',
      patterns: ['\\bwhisper(?:\\s+[a-z]+){0,2}(?:[.!]|$)'],
      fixtures: { positive: [], negative: [] },
    };
    const fast = compileRules([rule], 'input');
    const whole = compileRules([rule], 'input', { prefilter: false });
    const filler = 'The quarterly report lists revenue, costs and the plan for next year. '.repeat(400);
    for (const text of [
      `${filler}whisper softly now, ${filler}`,
      `${filler}whisper softly now. ${filler}`,
      `${filler}whisper softly`,
      `whisper softly now, ${filler}whisper, ${filler}`,
      `${filler}whisper softly now, ${filler}whisper`,
    ]) {
      const { views } = normalize(text);
      assert.deepEqual(summary(fast.scan(views)), summary(whole.scan(views)), text.slice(-40));
    }
  });
});
