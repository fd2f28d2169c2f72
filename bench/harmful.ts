/**
 * Harmful requests and harmful answers, per source and language: how many harmful rows the engine
 * flags (risk >= 7 with a `harmful_content` flag) and how many benign rows it flags (risk >= 7 for
 * any reason), with the pattern layer and detectors alone and, with `--model`, with the shipped
 * local classifier too.
 *
 *   npm run bench:harmful                      # the harmful sources, XSTest, the multilingual and benign sets
 *   npm run bench:harmful -- --lang de         # rows of one language only
 *   npm run bench:harmful -- --model a.jsonl   # chosen files, with the classifier
 *   npm run bench:harmful -- --as-output a.jsonl   # every row screened as a model's answer
 *   npm run bench:harmful -- --half odd a.jsonl    # rows of odd meta.question_index only (held-out questions)
 *   npm run bench:harmful -- --half even --fold 1 --model-dir /tmp/head a.jsonl
 *                                                  # of those, floor(question_index / 2) % 2 == 1 only, with
 *                                                  # the weights in /tmp/head (TRAIN_OUT of train:classifier)
 *   npm run bench:harmful -- --misses 20 a.jsonl   # also print up to 20 missed harmful and flagged benign rows per
 *                                                  # source, language and kind (train sources only: the texts of
 *                                                  # sources marked eval in SOURCES.md are never printed)
 *
 * Model outputs (meta.is_model_output) go through output screening.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, type Engine } from '@parapet/engine';
import { loadClassifier } from '../apps/server/src/classifier-weights.js';

interface Row {
  text: string;
  label: 'attack' | 'benign';
  kind: string;
  source?: string;
  lang?: string;
  meta?: { is_model_output?: boolean; question_index?: string | number };
}

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, '../shared/datasets/dev');
const argv = process.argv.slice(2);
const langAt = argv.indexOf('--lang');
const lang = langAt >= 0 ? argv[langAt + 1] : undefined;
const withModel = argv.includes('--model');
const asOutput = argv.includes('--as-output');
const halfAt = argv.indexOf('--half');
const half = halfAt >= 0 ? (argv[halfAt + 1] === 'odd' ? 1 : 0) : undefined;
const foldAt = argv.indexOf('--fold');
const fold = foldAt >= 0 ? Number(argv[foldAt + 1]) : undefined;
const modelDirAt = argv.indexOf('--model-dir');
const modelDir = modelDirAt >= 0 ? argv[modelDirAt + 1] : undefined;
const missesAt = argv.indexOf('--misses');
const misses = missesAt >= 0 ? Number(argv[missesAt + 1] ?? 20) : 0;
const files = argv.filter((a, i) => a.endsWith('.jsonl') && (langAt < 0 || i !== langAt + 1));
// Sources held out for evaluation: their figures are reported, their texts never printed.
const evalSources = new Set(
  [...readFileSync(join(dir, '..', 'SOURCES.md'), 'utf8').matchAll(/^\| `([\w-]+)` \|.*\*\*eval\*\*/gm)].map((m) => m[1]!),
);
const shown = new Map<string, number>();
const DEFAULT = [
  'harmbench', 'advbench', 'donotanswer_malicious', 'cyberseceval_interpreter', 'gptfuzz', 'self_reminder', 'xstest',
  'xsafety', 'mgsm', 'fastapi_docs', 'arena_hard', 'clinc_oos', 'piguard_wildguard', 'awesome_chatgpt_prompts', 'gsm8k',
  'python_peps', 'ollama_docs', 'alpaca_harmless', 'owasp_llm_top10', 'gptfuzz_responses',
];
const paths = files.length > 0 ? files : DEFAULT.map((s) => join(dir, `${s}.jsonl`)).filter((p) => existsSync(p));

const engines: Array<[string, Engine]> = [['rules', createEngine()]];
if (withModel || modelDir) engines.push(['+model', createEngine({ classifier: modelDir ? loadClassifier(modelDir) : loadClassifier() })]);

interface Tally {
  n: number;
  hit: number[];
}
const table = new Map<string, Tally>();

for (const path of paths) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    if (lang && (row.lang ?? 'en') !== lang) continue;
    if (half !== undefined && Number(row.meta?.question_index ?? 0) % 2 !== half) continue;
    if (fold !== undefined && Math.floor(Number(row.meta?.question_index ?? 0) / 2) % 2 !== fold) continue;
    // Goal-hijack and jailbreak rows of mixed sets are measured elsewhere (bench:detect, bench:languages).
    if (row.label === 'attack' && row.kind !== 'harmful') continue;
    const output = asOutput || row.meta?.is_model_output === true;
    const key = `${row.source ?? path} | ${row.lang ?? '-'} | ${row.label === 'attack' ? (output ? 'harmful answer' : 'harmful') : row.kind}`;
    const t = table.get(key) ?? { n: 0, hit: engines.map(() => 0) };
    engines.forEach(([, engine], i) => {
      const r = output ? engine.screenOutput(row.text) : engine.screenInput(row.text);
      const flagged = r.risk_score >= 7;
      const harmful = r.flags.some((f) => f.type === 'harmful_content');
      const hit = row.label === 'attack' ? flagged && harmful : flagged;
      if (hit) t.hit[i]!++;
      const wrong = row.label === 'attack' ? !hit : hit;
      if (i === engines.length - 1 && misses > 0 && wrong && !evalSources.has(row.source ?? '')) {
        const n = shown.get(key) ?? 0;
        if (n < misses) {
          shown.set(key, n + 1);
          const flags = r.flags.map((f) => f.id).join(',');
          console.log(`${row.label === 'attack' ? 'missed' : 'flagged'} [${key}] ${r.risk_score} ${flags} :: ${row.text.slice(0, 300).replace(/\s+/g, ' ')}`);
        }
      }
    });
    t.n++;
    table.set(key, t);
  }
}

console.log(`| source | lang | rows | n | ${engines.map(([name]) => `flagged (${name})`).join(' | ')} |`);
console.log(`|---|---|---|---|${engines.map(() => '---|').join('')}`);
for (const [key, t] of [...table].sort(([a], [b]) => a.localeCompare(b))) {
  const [source, l, kind] = key.split(' | ');
  console.log(`| ${source} | ${l} | ${kind} | ${t.n} | ${t.hit.map((h) => `${((100 * h) / t.n).toFixed(1)}%`).join(' | ')} |`);
}
