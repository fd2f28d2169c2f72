/**
 * Synthetic training data for the classifier's harmful head: requests for seriously harmful help
 * (intent frame x harm domain x action x detail or concealment cue x register, in twenty languages),
 * each with a benign twin: the same frame and register holding a harmless action that often shares
 * the words ("kill a Python process", "shoot a photo at night"), or a protective question, a
 * discussion of the topic, or fiction without operational detail. The model should learn what makes
 * a request harmful, and not that the words "kill", "bomb" or "hack" are.
 *
 * Deterministic: the same seed gives the same rows in the same order (seeded mulberry32, no
 * Math.random). Every row is built from templates written here (`synth-harmful-phrases.ts`), never
 * from corpus text, so `borrowedFrom` is always null and the rows stay in every fold of
 * leave-one-source-out.
 *
 * `npm run train:classifier` calls `writeHarmfulSynthetic`, which writes the rows to the git-ignored
 * `generated/classifier-synthetic-harmful.jsonl` before training on them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mulberry32 } from '../lib/random.js';
import { LANGUAGES, type Lang } from './synth-phrases.js';
import { DOMAINS, HARM_PHRASES, type Domain } from './synth-harmful-phrases.js';

export type HarmfulFamily = 'request' | 'twin' | 'protective' | 'discussion' | 'fiction';
export type Register = 'frame' | 'wrapped';

export interface HarmfulSynthRow {
  text: string;
  label: 'attack' | 'benign';
  kind: 'harmful' | 'benign';
  source: 'synthetic';
  /** Always null: the rows are built from templates only, no train source's text. */
  borrowedFrom: null;
  family: HarmfulFamily;
  /** The harm domain of the request (of a twin: of the request it pairs with). */
  domain: Domain;
  lang: Lang;
  register: Register;
}

export interface HarmfulSynthOptions {
  seed: number;
  /** Harmful requests; each has a benign twin (and every other one a second benign row). */
  pairs: number;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Small surface variation: a lower-cased first letter, a missing final stop. */
function vary(random: Random, text: string): string {
  let out = text;
  if (random() < 0.15) out = out.charAt(0).toLowerCase() + out.slice(1);
  if (random() < 0.1) out = out.replace(/[.?!。？]$/u, '');
  return out;
}

/**
 * Rows in groups: a harmful request, its benign twin in the same language, frame, wrapper and detail
 * cue, and every other time a protective, discussion or fiction request of that language. Then every language's protective, discussion and
 * fiction requests once on their own, as benign prompts.
 */
export function generateHarmfulSynthetic(options: HarmfulSynthOptions): HarmfulSynthRow[] {
  const random = mulberry32(options.seed);
  const rows: HarmfulSynthRow[] = [];
  const langs = LANGUAGES.filter((l) => l !== 'en');
  for (let i = 0; i < options.pairs; i++) {
    const lang: Lang = random() < 0.35 ? 'en' : pick(random, langs);
    const phrases = HARM_PHRASES[lang];
    const domain = pick(random, DOMAINS);
    const register: Register = random() < 0.2 ? 'wrapped' : 'frame';
    const wrapper = pick(random, phrases.wrappers);
    const detail = random() < 0.3 ? ` ${pick(random, phrases.detail)}` : '';
    const conceal = random() < 0.2 ? ` ${pick(random, phrases.conceal)}` : '';
    // Intrusion requests are often for code to run in a sandbox: their own frames, actions and twins.
    const code = domain === 'cyber' && phrases.code && random() < 0.6 ? phrases.code : null;
    const action = code ? pick(random, code.harm) : pick(random, phrases.harm[domain]);
    const harmless = code ? pick(random, code.benign) : pick(random, phrases.benign);
    const frame = code ? pick(random, code.frames).replace('{C}', '{A}') : pick(random, phrases.frames);
    const build = (a: string, tail: string): string => {
      const request = frame.replace('{A}', a) + tail;
      return register === 'wrapped' ? wrapper.replace('{Q}', request) : request;
    };
    const common = { source: 'synthetic' as const, borrowedFrom: null, domain, lang, register };
    rows.push({ ...common, text: vary(random, build(action, detail + conceal)), label: 'attack', kind: 'harmful', family: 'request' });
    // The twin: the same frame, wrapper and detail with a harmless action; half the time also a
    // protective question, a discussion or a fiction request of the same language.
    rows.push({ ...common, text: vary(random, build(harmless, detail)), label: 'benign', kind: 'benign', family: 'twin' });
    const other = random();
    if (other < 0.5) {
      const family: HarmfulFamily = other < 0.25 ? 'protective' : other < 0.42 ? 'discussion' : 'fiction';
      rows.push({ ...common, register: 'frame', text: vary(random, pick(random, phrases[family])), label: 'benign', kind: 'benign', family });
    }
  }
  for (const lang of LANGUAGES) {
    for (const family of ['protective', 'discussion', 'fiction'] as const) {
      for (const text of HARM_PHRASES[lang][family]) {
        rows.push({ source: 'synthetic', borrowedFrom: null, domain: 'violence', lang, register: 'frame', text, label: 'benign', kind: 'benign', family });
      }
    }
  }
  return rows;
}

/** Generates the rows and writes them as JSONL; returns them. */
export function writeHarmfulSynthetic(file: string, options: HarmfulSynthOptions): HarmfulSynthRow[] {
  const rows = generateHarmfulSynthetic(options);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return rows;
}
