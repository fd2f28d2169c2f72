/** Walks the whole rule registry: shape, fixtures, and linear-time patterns on adversarial input. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import RE2 from 're2';
import { CATEGORIES, FLAG_TYPES, RULES, compileRules, normalize, type Rule, type Surface } from '../src/index.js';

const ID = /^([a-z_]+)\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

function matches(rule: Rule, text: string): boolean {
  const surface: Surface = (rule.surfaces ?? ['input'])[0] ?? 'input';
  return compileRules([rule], surface).scan(normalize(text).views).length > 0;
}

describe('rule registry', () => {
  it('has unique ids of the form <category>.<kebab-slug>', () => {
    const ids = new Set<string>();
    for (const rule of RULES) {
      const m = ID.exec(rule.id);
      assert.ok(m, `${rule.id} is <category>.<kebab-slug>`);
      assert.equal(m[1], rule.category, `${rule.id} starts with its category`);
      assert.ok(!ids.has(rule.id), `${rule.id} is unique`);
      ids.add(rule.id);
    }
    assert.ok(RULES.length >= 40, `${RULES.length} rules`);
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      it('is well formed', () => {
        assert.ok((CATEGORIES as readonly string[]).includes(rule.category));
        assert.ok((FLAG_TYPES as readonly string[]).includes(rule.type));
        assert.ok(rule.severity > 0 && rule.severity <= 10);
        assert.ok(rule.label.length > 2 && rule.description.length > 10 && !rule.description.includes('\n'));
        assert.ok(rule.patterns.length > 0);
        assert.ok(rule.fixtures.positive.length > 0 && rule.fixtures.negative.length > 0, 'has positive and negative fixtures');
      });
      it('matches its positive fixtures', () => {
        for (const text of rule.fixtures.positive) assert.ok(matches(rule, text), `should match: ${text}`);
      });
      it('does not match its negative fixtures', () => {
        for (const text of rule.fixtures.negative) assert.ok(!matches(rule, text), `should not match: ${text}`);
      });
      it('compiles every pattern with RE2 (linear time)', () => {
        for (const p of rule.patterns) assert.ok(new RE2(p, rule.caseSensitive ? 'u' : 'iu') instanceof RE2, p);
      });
    });
  }
});

describe('every rule on 50,000-character adversarial input', () => {
  const adversarial = [
    'a'.repeat(50_000),
    'ignore '.repeat(7_143),
    '('.repeat(25_000) + ')'.repeat(25_000),
    'ignore all previous '.repeat(2_500),
    `${'![x](https://e.test/?q=' + 'A'.repeat(49_000)}`,
    'i g n o r e '.repeat(4_166),
    Array.from({ length: 8_000 }, (_, i) => `word${i} `).join('').slice(0, 50_000),
    'you are now '.repeat(4_166),
  ];
  for (const surface of ['input', 'output', 'agent'] as const) {
    it(`scans every ${surface} rule over every view of each input`, () => {
      const compiled = compileRules(RULES, surface);
      for (const text of adversarial) {
        assert.ok(text.length >= 48_000);
        const views = normalize(text).views;
        const hits = compiled.scan(views);
        assert.ok(Array.isArray(hits));
        for (const hit of hits) assert.ok(hit.evidence.length <= 200);
      }
    });
  }
});

it('docs/rules.md is the generated catalogue', async () => {
  const { readFile } = await import('node:fs/promises');
  const { rulesMarkdown } = await import('../src/index.js');
  const doc = await readFile(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
  assert.equal(doc, rulesMarkdown(RULES), 'run `npm run docs:rules`');
});
