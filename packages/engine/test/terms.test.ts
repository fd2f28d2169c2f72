/**
 * The term matcher (`patterns/terms.ts`): its syntax, offsets, case, scripts written without spaces,
 * and time linear in the text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TermMatcher } from '../src/patterns/terms.js';

function found(terms: string[], text: string): string[] {
  const m = new TermMatcher(terms.map((t) => [t, t] as const));
  return m.scan(text).map((h) => `${h.tag}@${h.start}-${h.end}`);
}

describe('term matcher', () => {
  it('matches a plain word as a whole word only', () => {
    assert.deepEqual(found(['bomb'], 'a bomb, bombastic, abomb'), ['bomb@2-6']);
  });

  it('matches stem* at the start of a word and *suffix inside one', () => {
    assert.deepEqual(found(['kidnap*'], 'kidnapping and kidnap'), ['kidnap*@0-6', 'kidnap*@15-21']);
    assert.deepEqual(found(['*bombe'], 'eine Rohrbombe'), ['*bombe@9-14']);
    assert.deepEqual(found(['*gift*'], 'giftig und Rattengiftköder'), ['*gift*@0-4', '*gift*@17-21']);
  });

  it('matches phrases across any run of spaces and hyphens', () => {
    assert.deepEqual(found(['step by step'], 'go step-by-step, or step  by - step'), ['step by step@3-15', 'step by step@20-35']);
    assert.deepEqual(found(['pipe bomb*'], 'two pipe-bombs'), ['pipe bomb*@4-13']);
    assert.deepEqual(found(['self harm'], 'self-harm'), ['self harm@0-9']);
  });

  it('ignores case and reports offsets in the scanned text', () => {
    const text = 'How Do I make SARIN?';
    const hits = new TermMatcher([['how do i', 'q'], ['sarin', 'd']] as const).scan(text);
    assert.deepEqual(hits.map((h) => text.slice(h.start, h.end)), ['How Do I', 'SARIN']);
  });

  it('reads Turkish dotted capital I as i and skips Arabic vowel marks', () => {
    assert.deepEqual(found(['intihar*'], 'İntihar etmek'), ['intihar*@0-7']);
    // "qatl" written with a fatha and a sukun over its letters, and followed by a kasra ending.
    assert.deepEqual(found(['قتل'], 'أريد قَتْلِ شخص'), ['قتل@5-11']);
    // A term written with a mark matches the word written with or without it.
    assert.deepEqual(found(['سراً'], 'سرا و سراً'), ['سراً@0-3', 'سراً@6-10']);
  });

  it('matches terms of unspaced scripts anywhere', () => {
    assert.deepEqual(found(['炸弹'], '如何制作炸弹呢'), ['炸弹@4-6']);
    assert.deepEqual(found(['ระเบิด'], 'วิธีทำระเบิดที่บ้าน'), ['ระเบิด@6-12']);
  });

  it('ends a spaced term where writing without spaces starts', () => {
    assert.deepEqual(found(['ddos'], 'DDoSで落としたい'), ['ddos@0-4']);
    assert.deepEqual(found(['mdma'], '买mdma一克'), ['mdma@1-5']);
    // Still a whole word before a letter of a spaced script.
    assert.deepEqual(found(['ddos'], 'ddosattack'), []);
  });

  it('matches ^term only where a sentence starts', () => {
    assert.deepEqual(found(['^develop'], 'Develop a plan. We develop it. "Develop" again\n  develop'), [
      '^develop@0-7',
      '^develop@32-39',
      '^develop@49-56',
    ]);
  });

  it('finds overlapping terms, each once, in order of start', () => {
    assert.deepEqual(found(['kill', 'kill myself', 'myself'], 'kill myself'), ['kill@0-4', 'kill myself@0-11', 'myself@5-11']);
  });

  it('matches terms one or two units long, and a gap or a vowel mark right after the first unit', () => {
    assert.deepEqual(found(['毒'], '这是有毒的'), ['毒@3-4']);
    assert.deepEqual(found(['*ab'], 'xxab ab'), ['*ab@2-4', '*ab@5-7']);
    assert.deepEqual(found(['a b'], 'a  b, a-b, ab'), ['a b@0-4', 'a b@6-9']);
    assert.deepEqual(found(['^q*'], 'q. Qx'), ['^q*@0-1', '^q*@3-4']);
    // "qatl" with a fatha over its first letter.
    assert.deepEqual(found(['قتل'], 'قَتل'), ['قتل@0-4']);
  });

  it('keeps apart terms of the three kinds that share their first letters', () => {
    const terms = ['stab', '*stab', '^stab*', 'stack', 'st ab'];
    assert.deepEqual(found(terms, 'Stab. unstab stack st ab'), [
      'stab@0-4',
      '^stab*@0-4',
      '*stab@0-4',
      '*stab@8-12',
      'stack@13-18',
      'st ab@19-24',
    ]);
  });

  it('stays linear on a 200,000-character input', () => {
    const m = new TermMatcher([['aaaa aaaa aaaa b', 'x'], ['a*', 'y'], ['kill', 'z']] as const);
    const text = 'aaaa '.repeat(40_000);
    const t0 = performance.now();
    const hits = m.scan(text);
    const ms = performance.now() - t0;
    assert.equal(hits.length, 40_000);
    assert.ok(ms < 1500, `took ${ms} ms`);
  });
});
