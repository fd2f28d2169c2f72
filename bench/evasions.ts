/**
 * What each evasion transform keeps of what the plain text catches.
 *
 *   npm run bench:evasions                 # every transform
 *   npm run bench:evasions -- leet,rtl     # chosen ones
 *
 * Takes every 7th attack (injection, jailbreak, indirect, exfiltration; prompts under 3,000
 * characters) of the files in ../shared/datasets/dev/, keeps those the pattern layer flags in plain
 * form (score >= 7: the baseline, measured in the same run), rewrites each with one transform, and
 * prints the share still flagged. Pattern layer alone, so the figure speaks of normalization and the
 * rules, not of the classifier.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createEngine } from '@parapet/engine';

const dir = new URL('../../shared/datasets/dev/', import.meta.url).pathname;
const KINDS = new Set(['injection', 'jailbreak', 'indirect', 'exfiltration']);
const engine = createEngine();
const flagged = (text: string): boolean => engine.screenInput(text).risk_score >= 7;

const attacks: string[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
  for (const line of readFileSync(dir + file, 'utf8').split('\n')) {
    if (!line) continue;
    const row = JSON.parse(line) as { text: string; label: string; kind: string; meta?: { is_model_output?: boolean } };
    if (row.label === 'attack' && KINDS.has(row.kind) && !row.meta?.is_model_output && row.text.length < 3000) attacks.push(row.text);
  }
}
const caught = attacks.filter((_, i) => i % 7 === 0).filter(flagged);

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const selectorsOf = (s: string): string =>
  [...Buffer.from(s, 'utf8')].map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)).join('');

const TRANSFORMS: Record<string, { what: string; apply: (t: string) => string }> = {
  leet: { what: 'leetspeak, every a e i o s t', apply: (t) => t.replace(/[aeiost]/gi, (c) => LEET[c.toLowerCase()]!) },
  'leet-some': { what: 'leetspeak, e and o only', apply: (t) => t.replace(/[eo]/gi, (c) => LEET[c.toLowerCase()]!) },
  spaced: { what: 'letter-spaced words, wider gaps between words', apply: (t) => t.split(/(\s+)/).map((w) => (/\s/.test(w) ? '   ' : [...w].join(' '))).join('') },
  'spaced-single': { what: 'every character spaced, one space everywhere', apply: (t) => [...t.replace(/\s+/g, ' ')].join(' ') },
  dotted: { what: 'letters joined by dots', apply: (t) => t.split(/(\s+)/).map((w) => (/\s/.test(w) ? w : [...w].join('.'))).join('') },
  selectors: { what: 'bytes smuggled in variation selectors after an emoji', apply: (t) => `Hi there \u{1F600}${selectorsOf(t)}` },
  rtl: { what: 'each line reversed under a right-to-left override', apply: (t) => t.split('\n').map((l) => `\u202e${[...l].reverse().join('')}\u202c`).join('\n') },
  entity: { what: 'spaces written as the HTML5 entity &Tab;', apply: (t) => t.replace(/ /g, '&Tab;') },
};

const only = process.argv[2]?.split(',');
console.log(`baseline: ${caught.length} attacks flagged in plain form (of ${Math.ceil(attacks.length / 7)} sampled)\n`);
console.log('| transform | what | kept | share of baseline |');
console.log('|---|---|---|---|');
for (const [name, t] of Object.entries(TRANSFORMS)) {
  if (only && !only.includes(name)) continue;
  const kept = caught.filter((text) => flagged(t.apply(text))).length;
  console.log(`| ${name} | ${t.what} | ${kept} | ${((100 * kept) / caught.length).toFixed(1)}% |`);
}
