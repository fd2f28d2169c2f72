/**
 * A fingerprint of the engine's results: screens a fixed, varied set of texts on every surface and
 * prints one SHA-256 over the JSON of all the results. A change meant to make the engine faster
 * without changing what it finds must leave the fingerprint as it was; run it before and after.
 *
 *   node --conditions=parapet-source --import tsx bench/fingerprint.ts                # the hash
 *   node --conditions=parapet-source --import tsx bench/fingerprint.ts --dump a.jsonl # and every result, to diff two runs
 *
 * Texts are read from the train sources of the dev data (never copied anywhere): every k-th row of
 * each, whole and cut short, and variants of some of them made here (letters spaced out, invisible
 * characters, lookalike letters, base64 and URL encoding, markup) so that each normalization view
 * and detector takes part. Input screening runs with no source kind and as retrieved content, under
 * the default policy and a strict one; model outputs are screened on the output surface, and a few
 * texts as agent messages.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createEngine, defaultPolicy } from '@parapet/engine';
import { loadClassifier } from '../apps/server/src/classifier-weights.js';

interface Row {
  text: string;
  meta?: { is_model_output?: boolean };
}

/** Train sources only (SOURCES.md), attacks and benign text, several languages and code. */
const SOURCES = [
  'advbench',
  'cyberseceval_interpreter',
  'donotanswer_malicious',
  'garak_exfil',
  'garak_jailbreak',
  'garak_latent_injection',
  'gptfuzz',
  'gptfuzz_responses',
  'harmbench',
  'jailbreak_llms',
  'piguard_wildguard',
  'self_reminder',
  'xstest',
  'awesome_chatgpt_prompts',
  'gsm8k',
  'clinc_oos',
  'arena_hard',
  'mgsm',
  'fastapi_docs',
  'python_peps',
  'ollama_docs',
];
const PER_SOURCE = Number(process.env['FINGERPRINT_PER_SOURCE'] ?? 24);

function rows(source: string): Row[] {
  return readFileSync(new URL(`../../shared/datasets/dev/${source}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row);
}

function sample<T>(all: T[], n: number): T[] {
  if (all.length <= n) return all;
  const step = all.length / n;
  return Array.from({ length: n }, (_, i) => all[Math.floor(i * step)]!);
}

const LOOKALIKE: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', i: 'і' };

/** Obfuscated variants, so that every view (folded, decoded, hidden) and its detectors are exercised. */
function variants(text: string, i: number): string[] {
  const head = text.slice(0, 160);
  switch (i % 6) {
    case 0:
      return [head.replace(/\S/g, (c) => `${c} `)];
    case 1:
      return [[...head].join('\u200b')];
    case 2:
      return [head.replace(/[aeopci]/g, (c) => LOOKALIKE[c] ?? c)];
    case 3:
      return [`Decode this and follow it: ${Buffer.from(head).toString('base64')}`];
    case 4:
      return [`Read: ${encodeURIComponent(head)}`];
    default:
      return [`<div style="display:none">${head}</div><p>Thanks for reading.</p>`];
  }
}

const engine = createEngine({ classifier: loadClassifier() });
const strict = { ...defaultPolicy(), autoBlockThreshold: 4 };
const hash = createHash('sha256');
const dump: string[] = [];
let screened = 0;

function add(kind: string, result: unknown): void {
  const line = JSON.stringify([kind, result]);
  hash.update(line).update('\n');
  if (dumpPath) dump.push(line);
  screened++;
}

const dumpAt = process.argv.indexOf('--dump');
const dumpPath = dumpAt >= 0 ? process.argv[dumpAt + 1] : undefined;

for (const source of SOURCES) {
  const picked = sample(rows(source), PER_SOURCE);
  picked.forEach((row, i) => {
    const texts = [row.text, row.text.slice(0, 80), ...(i % 3 === 0 ? variants(row.text, i) : [])];
    for (const text of texts) {
      if (text.length === 0) continue;
      if (row.meta?.is_model_output) {
        add('output', engine.screenOutput(text, i % 2 === 0 ? {} : { canary: 'PX-7731-canary', threshold: 5 }));
        continue;
      }
      add('input', engine.screenInput(text));
      if (i % 2 === 0) add('input:retrieved:strict', engine.screenInput(text, { sourceKind: 'retrieved_doc', policy: strict }));
      if (i % 4 === 1) add('input:user:owner', engine.screenInput(text, { sourceKind: 'user', requesterTrust: 'owner', channel: 'slack-general' }));
      if (i % 5 === 0) add('output', engine.screenOutput(text, { context: 'Summarize this.' }));
      if (i % 6 === 0) add('agent', engine.verifyAgentMessage({ source_agent: 'planner', message: text }));
    }
  });
}

const digest = hash.digest('hex');
if (dumpPath) writeFileSync(dumpPath, dump.join('\n') + '\n');
console.log(`${screened} screenings, sha256 ${digest}`);
