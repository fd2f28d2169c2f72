/**
 * Trains the local classifier from the `train` sources of ../shared/datasets/dev (see its SOURCES.md)
 * and writes models/classifier.json (settings, calibration, provenance) and models/classifier.bin
 * (int8 weights). Deterministic: same data, same seed, same bytes.
 *
 *   npm run train:classifier                        # LOSO table, then train and write the weights
 *   npm run train:classifier -- --loso              # the leave-one-source-out table only
 *   npm run train:classifier -- --dump FILE         # also write every row's LOSO margins to FILE
 *   npm run train:classifier -- --answer-only       # retrain the answer head alone (input heads copied from models/)
 *   TRAIN_OUT=/tmp/head npm run train:classifier -- --answer-only   # write the weights elsewhere than models/
 *
 * Model: logistic regression (AdaGrad, L2) over the engine's hashed n-gram features, two heads:
 * `injection` (injection, jailbreak, indirect and exfiltration attacks against benign and
 * benign_hard text) and `harmful` (harmful requests against the same benign text). Each head's
 * attack and benign rows carry equal total weight; benign_hard rows count double, so that trigger
 * words alone do not tip the balance. Benign texts longer than a chunk are split as at inference.
 *
 * Synthetic rows (scripts/classifier/synth.ts, regenerated into the git-ignored generated/ on every
 * run): instructions planted in emails, pages, tables, code and tool results in twenty languages, each
 * with a benign twin. By default only the benign twins and plain task prompts are trained on
 * (TRAIN_SYNTH_ATTACKS=1 adds the attacks; TRAIN_SYNTH=N sets the number of pairs, 0 turns it off).
 * A synthetic row built from a train source's document is held out together with that source.
 *
 * Leave one source out: every train source is scored by models trained on all the other train
 * sources; eval sources (measured, never trained on) by the models trained on every train source.
 * The printed table is the honest estimate of behaviour on unseen data. A second table gives the
 * engine's figure (rules + classifier, default policy, risk score >= 7) for garak_latent_injection
 * with the models that never saw it, with and without source_kind retrieved_doc, and for the eval
 * sources bipia_table (as retrieved_doc) and xsafety (injection attacks per language).
 *
 * Calibration: Platt scaling is fitted on those out-of-source margins of the train sources, so the
 * probabilities reflect how the model does on sources it has not seen, not on its own rows.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  canonicalText,
  chunkBounds,
  createClassifier,
  createEngine,
  FEATURE_BITS,
  FEATURE_DIMS,
  Featurizer,
  normalize,
  sigmoid,
  type ClassifierMeta,
  type ClassifierWeights,
  type HeadName,
  type ScreenInputOptions,
  type SparseVector,
  weighAnswer,
} from '@parapet/engine';
import { writeSynthetic, type SynthDocument } from './classifier/synth.js';
import { writeHarmfulSynthetic } from './classifier/synth-harmful.js';
import { readWritten } from './classifier/written.js';
import { BENIGN_KINDS, fitPlatt, INJECTION_KINDS, labelFor, margin, mulberry32, quantize, train, type Example, type FitSettings, type Trained } from './classifier/fit.js';

const SEED = 20261122;
const EPOCHS = Number(process.env['TRAIN_EPOCHS'] ?? 6);
const LEARNING_RATE = Number(process.env['TRAIN_LR'] ?? 0.2);
const L2 = Number(process.env['TRAIN_L2'] ?? 1e-6);
const CHUNK_CHARS = Number(process.env['TRAIN_CHUNK'] ?? 1500);
const CHUNK_OVERLAP = Number(process.env['TRAIN_CHUNK_OVERLAP'] ?? 200);
const HEADS: HeadName[] = ['injection', 'harmful'];
const HARD_WEIGHT = 2;
/**
 * Plant short attacks into benign documents as extra indirect examples (see embeddedAttacks). Off by
 * default: leave-one-source-out it raised unseen-attack recall (tensor_trust 46% -> 57%) but also
 * the false positives on unseen benign text (1% -> 1.6% at the same calibrated threshold).
 */
const EMBED = process.env['TRAIN_EMBED'] === '1';
/** Attack rows of the synthetic generator (each with a benign twin); 0 turns it off. */
const SYNTH_PAIRS = Number(process.env['TRAIN_SYNTH'] ?? 3000);
const SYNTH_SEED = SEED + 3;
/** Weight of a synthetic row relative to a corpus row. */
const SYNTH_WEIGHT = Number(process.env['TRAIN_SYNTH_WEIGHT'] ?? 1);
/** Synthetic harmful requests (scripts/classifier/synth-harmful.ts), each with a benign twin; 0 turns it off. */
const SYNTH_HARMFUL_PAIRS = Number(process.env['TRAIN_SYNTH_HARMFUL'] ?? 4000);
const SYNTH_HARMFUL_SEED = SEED + 4;
/** Weight of a synthetic harmful request or twin relative to a corpus row. */
const SYNTH_HARMFUL_WEIGHT = Number(process.env['TRAIN_SYNTH_HARMFUL_WEIGHT'] ?? 1);
/** A probability of this much or more counts as flagged (severity 7, the block band) in the tables. */
const FLAG_AT = 0.7;

const root = new URL('..', import.meta.url).pathname;
const datasets = join(root, '../shared/datasets');
const modelsDir = join(root, 'models');
/** Where the weights are written: models/ unless TRAIN_OUT names another directory (for held-out experiments). */
const outDir = process.env['TRAIN_OUT'] ? resolve(process.env['TRAIN_OUT']) : modelsDir;
const synthFile = join(root, 'generated/classifier-synthetic.jsonl');
const synthHarmfulFile = join(root, 'generated/classifier-synthetic-harmful.jsonl');

interface Row {
  text: string;
  kind: string;
  source: string;
  /** The corpus's own subset name (meta.probe, meta.category, meta.subset), for the detail tables. */
  subset?: string;
}

/** `use` of each source, read from the table in SOURCES.md. */
function sourceUses(): Map<string, 'train' | 'eval'> {
  const uses = new Map<string, 'train' | 'eval'>();
  for (const line of readFileSync(join(datasets, 'SOURCES.md'), 'utf8').split('\n')) {
    const m = /^\|\s*`([a-z0-9_]+)`\s*\|.*\|\s*\*\*(train|eval)\*\*/.exec(line);
    if (m) uses.set(m[1]!, m[2] as 'train' | 'eval');
  }
  return uses;
}

function loadRows(source: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(join(datasets, 'dev', `${source}.jsonl`), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { text: string; kind: string; meta?: { is_model_output?: boolean; probe?: string; category?: string; subset?: string } };
    if (r.meta?.is_model_output) continue;
    const subset = r.meta?.probe ?? r.meta?.category ?? r.meta?.subset;
    rows.push({ text: r.text, kind: r.kind, source, ...(subset ? { subset } : {}) });
  }
  return rows;
}

const featurizer = new Featurizer();

function examplesOf(row: Row): Example[] {
  const text = canonicalText(normalize(row.text).canonical);
  if (!BENIGN_KINDS.has(row.kind) || text.length <= CHUNK_CHARS) return [{ x: featurizer.vector(text), kind: row.kind, source: row.source }];
  return chunkBounds(text, CHUNK_CHARS, CHUNK_OVERLAP).map(([a, b]) => ({ x: featurizer.vector(text.slice(a, b)), kind: row.kind, source: row.source }));
}

/**
 * Indirect injection is an instruction inside content. Besides the corpora's own indirect rows,
 * every short injection, jailbreak or exfiltration row of a train source is also planted, once, into
 * a passage of a benign train document (start, middle or end, chosen by the seeded generator) and
 * trained as an attack. The example belongs to both sources: leaving either out removes it.
 */
function embeddedAttacks(): Example[] {
  const random = mulberry32(SEED + 2);
  const documents = [...rowsBySource.values()]
    .flat()
    .filter((r) => r.kind === 'benign' && r.text.length >= 300)
    .map((r) => ({ text: r.text.slice(0, CHUNK_CHARS - 400), source: r.source }));
  const out: Example[] = [];
  for (const rows of rowsBySource.values()) {
    for (const row of rows) {
      if (!INJECTION_KINDS.has(row.kind) || row.text.length > 400 || documents.length === 0) continue;
      const doc = documents[Math.floor(random() * documents.length)]!;
      const where = random();
      const cut = where < 1 / 3 ? 0 : where < 2 / 3 ? doc.text.lastIndexOf(' ', Math.floor(doc.text.length / 2)) + 1 : doc.text.length;
      const text = `${doc.text.slice(0, cut)}\n${row.text}\n${doc.text.slice(cut)}`;
      out.push({ x: featurizer.vector(canonicalText(normalize(text).canonical)), kind: 'indirect', source: row.source, alsoSource: doc.source });
    }
  }
  return out;
}

function percent(k: number, n: number): string {
  return n === 0 ? '-' : `${((100 * k) / n).toFixed(1)}%`;
}

const uses = sourceUses();
const allSources = readdirSync(join(datasets, 'dev'))
  .filter((f) => f.endsWith('.jsonl'))
  .map((f) => f.slice(0, -'.jsonl'.length))
  .sort();
const trainSources = allSources.filter((s) => uses.get(s) === 'train');
const started = Date.now();
const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;
type Models = Record<HeadName, Trained>;
const BENIGN_SHARE = process.env['TRAIN_BENIGN_SHARE'] ? Number(process.env['TRAIN_BENIGN_SHARE']) : undefined;
const SETTINGS: FitSettings = { epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, hardWeight: HARD_WEIGHT, ...(BENIGN_SHARE === undefined ? {} : { benignShare: BENIGN_SHARE }) };
/**
 * The answer head: harmful answers against refusals and safe answers, on the model answers of the
 * train sources (rows marked meta.is_model_output; the other heads never see them). Output screening
 * reads it (`detectors/harmful-output.ts`). TRAIN_ANSWER_HALF=even|odd keeps only the answers to
 * questions of that meta.question_index parity, so that the other half measures questions the head
 * never saw. Platt scaling is fitted on two-fold margins: folds by question, so a question's answers
 * are scored by a model that never saw that question.
 */
interface Answer {
  text: string;
  y: 0 | 1;
  question: number;
}
const ANSWER_HALF = process.env['TRAIN_ANSWER_HALF'];
/**
 * TRAIN_ANSWER_FOLD=0|1 keeps, of those, the questions with floor(question_index / 2) % 2 equal to
 * it: two folds by question inside a half, for tuning on one half without looking at the other
 * (`npm run bench:harmful -- --half even --fold K --model-dir DIR` scores the other fold).
 */
const ANSWER_FOLD = process.env['TRAIN_ANSWER_FOLD'] === undefined ? undefined : Number(process.env['TRAIN_ANSWER_FOLD']);

function loadAnswers(): Answer[] {
  const out: Answer[] = [];
  for (const source of trainSources) {
    for (const line of readFileSync(join(datasets, 'dev', `${source}.jsonl`), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as { text: string; label: string; meta?: { is_model_output?: boolean; question_index?: string | number } };
      if (!r.meta?.is_model_output) continue;
      const question = Number(r.meta.question_index ?? 0);
      if (ANSWER_HALF !== undefined && question % 2 !== (ANSWER_HALF === 'odd' ? 1 : 0)) continue;
      if (ANSWER_FOLD !== undefined && Math.floor(question / 2) % 2 !== ANSWER_FOLD) continue;
      out.push({ text: r.text, y: r.label === 'attack' ? 1 : 0, question });
    }
  }
  return out;
}

/** Every chunk of an answer, as inference sees it. */
function answerChunks(text: string): SparseVector[] {
  const canonical = canonicalText(normalize(text).canonical);
  return chunkBounds(canonical, CHUNK_CHARS, CHUNK_OVERLAP).map(([a, b]) => featurizer.vector(canonical.slice(a, b)));
}

/**
 * Share of the benign side's weight that the benign rows of the train sources (documentation, prompts,
 * math; chunked as the other heads see them) carry beside the benign answers: the answers alone are
 * all jailbreak replies, and a head that saw only those read plain safety advice ("never mix bleach
 * with ammonia", how to spot a phishing email) as harmful.
 */
const ANSWER_PLAIN_SHARE = Number(process.env['TRAIN_ANSWER_PLAIN_SHARE'] ?? 0.15);
/**
 * Weight of a hard benign answer: one the rule weighing of output screening (`weighAnswer`) flags, a
 * persona that names the harm and its methods while mocking or lecturing the asker. The head is
 * there to tell those from harmful answers, and the plain refusals that make up most benign answers
 * teach it little.
 */
const ANSWER_HARD_WEIGHT = Number(process.env['TRAIN_ANSWER_HARD_WEIGHT'] ?? 3);

function trainAnswer(answers: readonly Answer[]): { model: Trained; platt: { a: number; b: number }; rows: number; plain: number } {
  const vectors = answers.map((a) => answerChunks(a.text));
  const hard = answers.map((a) => a.y === 0 && (weighAnswer(normalize(a.text).canonical)?.severity ?? 0) >= 7);
  const plain = trainSources.flatMap((source) => loadRows(source).filter((r) => BENIGN_KINDS.has(r.kind)).flatMap((r) => examplesOf(r)));
  const examplesOfAnswers = (keep: (a: Answer) => boolean): Example[] => {
    const set: Example[] = answers.flatMap((a, i) =>
      keep(a) ? vectors[i]!.map((x) => ({ x, kind: a.y === 1 ? 'harmful' : 'benign', source: 'answers', ...(hard[i] ? { weight: ANSWER_HARD_WEIGHT } : {}) })) : [],
    );
    const benign = set.filter((e) => e.kind === 'benign').reduce((sum, e) => sum + (e.weight ?? 1), 0);
    const weight = plain.length > 0 ? (ANSWER_PLAIN_SHARE * benign) / plain.length : 0;
    if (weight > 0) for (const e of plain) set.push({ x: e.x, kind: 'benign', source: e.source, weight });
    return set;
  };
  // Folds by question among the questions kept: by parity, or inside a half, or inside a fold of a half.
  const step = ANSWER_HALF === undefined ? 1 : ANSWER_FOLD === undefined ? 2 : 4;
  const fold = (a: Answer): number => Math.floor(a.question / step) % 2;
  const points: Array<{ m: number; y: 0 | 1 }> = [];
  for (const k of [0, 1]) {
    const model = train(examplesOfAnswers((a) => fold(a) !== k), 'harmful', SEED, SETTINGS);
    answers.forEach((a, i) => {
      if (fold(a) === k) points.push({ m: Math.max(...vectors[i]!.map((x) => margin(model, x))), y: a.y });
    });
  }
  return { model: train(examplesOfAnswers(() => true), 'harmful', SEED, SETTINGS), platt: fitPlatt(points), rows: answers.length, plain: plain.length };
}


function answerHeadMeta(answer: ReturnType<typeof trainAnswer>): Record<string, unknown> {
  return { answers: answer.rows, half: ANSWER_HALF ?? 'all', plainBenignChunks: answer.plain, plainShare: ANSWER_PLAIN_SHARE, hardBenignWeight: ANSWER_HARD_WEIGHT };
}

function writeWeights(weights: ClassifierWeights): void {
  createClassifier(weights);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'classifier.bin'), weights.data);
  writeFileSync(join(outDir, 'classifier.json'), `${JSON.stringify(weights.meta, null, 2)}\n`);
  console.error(`wrote ${join(outDir, 'classifier.bin')} (${weights.data.length} bytes) and classifier.json in ${elapsed()}`);
}

/**
 * `--answer-only` trains the answer head alone and writes it beside the input heads already in
 * models/ (their bytes copied unchanged: the full run makes the same ones from the same data), for
 * work on output screening without the leave-one-source-out run.
 */
if (process.argv.includes('--answer-only')) {
  const meta = JSON.parse(readFileSync(join(modelsDir, 'classifier.json'), 'utf8')) as ClassifierMeta;
  const old = new Uint8Array(readFileSync(join(modelsDir, 'classifier.bin')));
  const inputs = meta.heads.flatMap((h, i) => (h.name === 'answer' ? [] : [{ head: h, bytes: old.subarray(i * FEATURE_DIMS, (i + 1) * FEATURE_DIMS) }]));
  const answer = trainAnswer(loadAnswers());
  const q = quantize(answer.model.w);
  const data = new Uint8Array((inputs.length + 1) * FEATURE_DIMS);
  inputs.forEach((h, i) => data.set(h.bytes, i * FEATURE_DIMS));
  data.set(new Uint8Array(q.bytes.buffer), inputs.length * FEATURE_DIMS);
  meta.heads = [...inputs.map((h) => h.head), { name: 'answer', bias: answer.model.bias, scale: q.scale, platt: answer.platt }];
  meta.training = { ...meta.training, answerHead: answerHeadMeta(answer), weightsSha256: createHash('sha256').update(data).digest('hex') };
  writeWeights({ meta, data });
  process.exit(0);
}

const rowsBySource = new Map(trainSources.map((s) => [s, loadRows(s)]));
const examples = [...rowsBySource.values()].flatMap((rows) => rows.flatMap(examplesOf));
if (EMBED) examples.push(...embeddedAttacks());
/**
 * Synthetic indirect injections and their benign twins (scripts/classifier/synth.ts), built from the
 * train sources' benign documents: a row borrowed from a source is held out with it.
 */
const synthDocuments: SynthDocument[] = [...rowsBySource.values()].flat().filter((r) => r.kind === 'benign' && r.text.length >= 150).map((r) => ({ text: r.text, source: r.source }));
const synthetic = SYNTH_PAIRS > 0 ? writeSynthetic(synthFile, synthDocuments, { seed: SYNTH_SEED, pairs: SYNTH_PAIRS }) : [];
/**
 * Only the benign synthetic rows (the twins and the plain tasks) join the training unless
 * TRAIN_SYNTH_ATTACKS=1: leave-one-source-out, the synthetic attacks left the engine's figure on the
 * held-out indirect source unchanged and raised the benign rows flagged (0.4% to 0.5-0.9%), see
 * docs/classifier.md.
 */
const SYNTH_BENIGN_ONLY = process.env['TRAIN_SYNTH_ATTACKS'] !== '1';
for (const row of synthetic) {
  if (SYNTH_BENIGN_ONLY && row.label === 'attack') continue;
  for (const e of examplesOf({ text: row.text, kind: row.kind, source: 'synthetic' })) {
    examples.push({ ...e, weight: SYNTH_WEIGHT, ...(row.borrowedFrom ? { alsoSource: row.borrowedFrom } : {}) });
  }
}
/**
 * Synthetic harmful requests in twenty languages and their benign twins (same frame with a harmless
 * action, protective questions, discussion, fiction). Template-only: they stay in every fold.
 */
const harmfulSynthetic = SYNTH_HARMFUL_PAIRS > 0 ? writeHarmfulSynthetic(synthHarmfulFile, { seed: SYNTH_HARMFUL_SEED, pairs: SYNTH_HARMFUL_PAIRS }) : [];
// They train the harmful head only: as extra benign rows of the injection head they would thin the
// weight of the corpora's benign rows there (persona prompts flagged 4.0% to 4.5%).
for (const row of harmfulSynthetic) {
  for (const e of examplesOf({ text: row.text, kind: row.kind, source: 'synthetic' })) examples.push({ ...e, weight: SYNTH_HARMFUL_WEIGHT, head: 'harmful' });
}
/**
 * Harmful requests and safe look-alikes written by the team, the way people type them to a chatbot
 * (`scripts/classifier/written.ts`). Written for this project, never from corpus text: they stay in
 * every fold and train the harmful head only, TRAIN_WRITTEN_WEIGHT times a corpus row (0 leaves them out).
 */
const WRITTEN_WEIGHT = Number(process.env['TRAIN_WRITTEN_WEIGHT'] ?? 3);
const written = WRITTEN_WEIGHT > 0 ? readWritten() : [];
for (const row of written) {
  for (const e of examplesOf({ text: row.text, kind: row.kind, source: 'written' })) examples.push({ ...e, weight: WRITTEN_WEIGHT, head: 'harmful' });
}
console.error(`featurized ${examples.length} examples (${written.length} written) from ${trainSources.length} train sources in ${elapsed()}`);

const trainBoth = (set: readonly Example[]): Models => ({ injection: train(set, 'injection', SEED, SETTINGS), harmful: train(set, 'harmful', SEED, SETTINGS) });

/** Margins of a row as inference computes them: the maximum over its chunks, per head. */
function rowMargins(models: Models, text: string): Record<HeadName, number> {
  const canonical = canonicalText(normalize(text).canonical);
  const out = { injection: -Infinity, harmful: -Infinity };
  for (const [a, b] of chunkBounds(canonical, CHUNK_CHARS, CHUNK_OVERLAP)) {
    const x = featurizer.vector(canonical.slice(a, b));
    for (const head of HEADS) out[head] = Math.max(out[head], margin(models[head], x));
  }
  return out;
}

interface Scored {
  source: string;
  kind: string;
  m: Record<HeadName, number>;
}

// Leave one source out: every train source is scored by models that never saw it; eval sources by
// the models trained on every train source.
const full = trainBoth(examples);
const scored: Scored[] = [];
/** Train sources whose held-out models the engine figures below need. */
const ENGINE_HELD_OUT = ['garak_latent_injection', 'harmbench', 'advbench', 'donotanswer_malicious', 'cyberseceval_interpreter', 'gptfuzz', 'xstest'];
/** Of those, the sources whose harmful requests the engine table reports. */
const HARMFUL_HELD_OUT = new Set(ENGINE_HELD_OUT.slice(1));
const heldOutModels = new Map<string, Models>();
for (const source of allSources) {
  if (loadRows(source).length === 0) continue; // model outputs only (gptfuzz_responses): nothing to score
  const models = uses.get(source) === 'train' ? trainBoth(examples.filter((e) => e.source !== source && e.alsoSource !== source)) : full;
  if (ENGINE_HELD_OUT.includes(source)) heldOutModels.set(source, models);
  for (const row of loadRows(source)) scored.push({ source, kind: row.kind, m: rowMargins(models, row.text) });
  console.error(`scored ${source} (${elapsed()})`);
}

// Calibration on the out-of-source margins of the train sources only.
const platt = Object.fromEntries(
  HEADS.map((head) => {
    const points: Array<{ m: number; y: 0 | 1 }> = [];
    for (const s of scored) {
      if (uses.get(s.source) !== 'train') continue;
      const y = labelFor(head, s.kind);
      if (y !== null) points.push({ m: s.m[head], y });
    }
    return [head, fitPlatt(points)];
  }),
) as Record<HeadName, { a: number; b: number }>;
/**
 * The harmful head's benign operating point: the synthetic harmful rows steepen the Platt slope fitted
 * on the out-of-source margins, which moves the calibrated 0.7 down into benign text. Where it lands
 * below the margin that all but this share of the train sources' out-of-source benign rows stay under,
 * the intercept moves so that 0.7 sits at that margin (the slope is kept). Only out-of-source margins
 * of train sources are used; the injection head keeps its fit.
 */
const HARMFUL_BENIGN_POINT = Number(process.env['TRAIN_HARMFUL_BENIGN_POINT'] ?? 0.0005);
if (HARMFUL_BENIGN_POINT > 0) {
  const benign = scored
    .filter((s) => uses.get(s.source) === 'train' && BENIGN_KINDS.has(s.kind))
    .map((s) => s.m.harmful)
    .sort((x, y) => x - y);
  const floor = benign[Math.min(benign.length - 1, Math.floor(benign.length * (1 - HARMFUL_BENIGN_POINT)))]!;
  const logit = Math.log(FLAG_AT / (1 - FLAG_AT));
  const { a, b } = platt.harmful;
  if ((logit - b) / a < floor) platt.harmful = { a, b: logit - a * floor };
}
const prob = (head: HeadName, m: number): number => sigmoid(platt[head].a * m + platt[head].b);

const dump = process.argv.indexOf('--dump');
if (dump !== -1) {
  const file = process.argv[dump + 1] ?? 'loso-margins.jsonl';
  writeFileSync(file, scored.map((s) => JSON.stringify({ source: s.source, use: uses.get(s.source), kind: s.kind, ...s.m })).join('\n') + '\n');
  console.error(`wrote ${file}`);
}

console.log(`Leave-one-source-out, flagged at calibrated probability >= ${FLAG_AT}; platt ${JSON.stringify(platt)}`);
console.log('');
console.log('| held-out source | use | attacks | caught | benign | flagged | benign_hard | flagged |');
console.log('|---|---|---|---|---|---|---|---|');
const totals = { attacks: 0, caught: 0, benign: 0, fp: 0, hard: 0, hardFp: 0 };
for (const source of allSources) {
  const t = { attacks: 0, caught: 0, benign: 0, fp: 0, hard: 0, hardFp: 0 };
  for (const s of scored) {
    if (s.source !== source) continue;
    const p = { injection: prob('injection', s.m.injection), harmful: prob('harmful', s.m.harmful) };
    const flagged = Math.max(p.injection, p.harmful) >= FLAG_AT;
    if (INJECTION_KINDS.has(s.kind) || s.kind === 'harmful') {
      t.attacks++;
      if (p[s.kind === 'harmful' ? 'harmful' : 'injection'] >= FLAG_AT) t.caught++;
    } else if (s.kind === 'benign') {
      t.benign++;
      if (flagged) t.fp++;
    } else {
      t.hard++;
      if (flagged) t.hardFp++;
    }
  }
  for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += t[k];
  console.log(`| ${source} | ${uses.get(source)} | ${t.attacks} | ${percent(t.caught, t.attacks)} | ${t.benign} | ${percent(t.fp, t.benign)} | ${t.hard} | ${percent(t.hardFp, t.hard)} |`);
}
console.log(`| **all** | | ${totals.attacks} | ${percent(totals.caught, totals.attacks)} | ${totals.benign} | ${percent(totals.fp, totals.benign)} | ${totals.hard} | ${percent(totals.hardFp, totals.hard)} |`);

/** int8 weights of both heads and their calibration, as the engine loads them. */
function weightsOf(models: Models, training: Record<string, unknown>, answer?: { model: Trained; platt: { a: number; b: number } }): ClassifierWeights {
  const quantized: Array<{ head: HeadName | 'answer'; bias: number; bytes: Int8Array; scale: number; platt: { a: number; b: number } }> = HEADS.map((head) => ({
    head,
    bias: models[head].bias,
    ...quantize(models[head].w),
    platt: platt[head],
  }));
  if (answer) quantized.push({ head: 'answer', bias: answer.model.bias, ...quantize(answer.model.w), platt: answer.platt });
  const data = new Uint8Array(quantized.length * FEATURE_DIMS);
  quantized.forEach((q, i) => data.set(new Uint8Array(q.bytes.buffer), i * FEATURE_DIMS));
  const meta: ClassifierMeta = {
    format: 'parapet-hashed-lr-1',
    featureBits: FEATURE_BITS,
    chunkChars: CHUNK_CHARS,
    chunkOverlap: CHUNK_OVERLAP,
    heads: quantized.map((q) => ({ name: q.head, bias: q.bias, scale: q.scale, platt: q.platt })),
    training,
  };
  return { meta, data };
}

/**
 * The engine's figure (rules + classifier, default policy), flagged at risk score >= 7: the indirect
 * train source with the models that never saw it, the indirect and multilingual eval sources with
 * the models trained on every train source.
 */
function engineFigures(): void {
  const ENGINE_FLAG = 7;
  const asContent: ScreenInputOptions = { sourceKind: 'retrieved_doc' };
  const rate = (engine: ReturnType<typeof createEngine>, rows: Row[], options: ScreenInputOptions): string =>
    percent(rows.filter((r) => engine.screenInput(r.text, options).risk_score >= ENGINE_FLAG).length, rows.length);
  console.log('');
  console.log(`Engine (rules + classifier, default policy), flagged at risk score >= ${ENGINE_FLAG}; train sources with the models that never saw them`);
  console.log('');
  console.log('| source | model | source_kind | attacks | flagged | clean | flagged |');
  console.log('|---|---|---|---|---|---|---|');
  const line = (source: string, model: string, engine: ReturnType<typeof createEngine>, rows: Row[], options: ScreenInputOptions): void => {
    const attacks = rows.filter((r) => INJECTION_KINDS.has(r.kind));
    const clean = rows.filter((r) => BENIGN_KINDS.has(r.kind));
    console.log(`| ${source} | ${model} | ${options.sourceKind ?? '-'} | ${attacks.length} | ${rate(engine, attacks, options)} | ${clean.length} | ${rate(engine, clean, options)} |`);
  };
  // Harmful requests: flagged when the risk score reaches the threshold with a harmful_content flag;
  // the clean rows beside them (benign_hard of xstest, benign rows of xsafety) at the threshold alone.
  const harmfulRate = (engine: ReturnType<typeof createEngine>, rows: Row[]): string =>
    percent(
      rows.filter((r) => {
        const result = engine.screenInput(r.text);
        return result.risk_score >= ENGINE_FLAG && result.flags.some((f) => f.category === 'harmful_content');
      }).length,
      rows.length,
    );
  const harmfulLine = (source: string, model: string, engine: ReturnType<typeof createEngine>, rows: Row[]): void => {
    const attacks = rows.filter((r) => r.kind === 'harmful');
    const clean = rows.filter((r) => BENIGN_KINDS.has(r.kind));
    console.log(`| ${source} (harmful) | ${model} | - | ${attacks.length} | ${harmfulRate(engine, attacks)} | ${clean.length} | ${rate(engine, clean, {})} |`);
  };
  for (const [source, models] of heldOutModels) {
    const engine = createEngine({ classifier: createClassifier(weightsOf(models, {})) });
    const rows = loadRows(source);
    if (HARMFUL_HELD_OUT.has(source)) {
      harmfulLine(source, 'held out', engine, rows);
      continue;
    }
    for (const options of [{}, asContent]) line(source, 'held out', engine, rows, options);
    if (process.env['TRAIN_ENGINE_DETAIL'] === '1') {
      for (const subset of [...new Set(rows.map((r) => r.subset ?? '-'))].sort()) line(`${source} ${subset}`, 'held out', engine, rows.filter((r) => (r.subset ?? '-') === subset), {});
    }
  }
  const shipped = createEngine({ classifier: createClassifier(weightsOf(full, {})) });
  if (uses.get('bipia_table') === 'eval') line('bipia_table', 'all train', shipped, loadRows('bipia_table'), asContent);
  if (uses.get('xsafety') === 'eval') {
    const xsafety = readFileSync(join(datasets, 'dev', 'xsafety.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Row & { lang: string });
    const langs = [...new Set(xsafety.map((r) => r.lang))].sort();
    for (const lang of langs) {
      line(`xsafety ${lang}`, 'all train', shipped, xsafety.filter((r) => r.lang === lang && (r.kind === 'injection' || BENIGN_KINDS.has(r.kind))), {});
    }
    for (const lang of langs) harmfulLine(`xsafety ${lang}`, 'all train', shipped, xsafety.filter((r) => r.lang === lang && (r.kind === 'harmful' || r.kind === 'benign')));
  }
  console.error(`engine figures (${elapsed()})`);
}
// TRAIN_ENGINE=0 leaves the engine table out (quicker runs while tuning the classifier alone).
if (process.env['TRAIN_ENGINE'] !== '0') engineFigures();

if (!process.argv.includes('--loso')) {
  const counts = Object.fromEntries(
    [...new Set(examples.map((e) => e.kind))].sort().map((k) => [k, examples.filter((e) => e.kind === k).length]),
  );
  const answer = trainAnswer(loadAnswers());
  console.error(`answer head: ${answer.rows} answers (${elapsed()})`);
  const { meta, data } = weightsOf(full, {}, answer);
  meta.training = {
      command: 'npm run train:classifier',
      sources: trainSources,
      examplesByKind: counts,
      features: 'character 3-5-grams and word 1-2-grams of the normalized lower-cased text, hashed into 2^18 buckets, 1 + ln(count), unit length',
      model: 'logistic regression per head, AdaGrad; Platt scaling fitted on leave-one-source-out margins (answer head: on two-fold margins, folds by question)',
      answerHead: answerHeadMeta(answer),
      settings: { seed: SEED, epochs: EPOCHS, learningRate: LEARNING_RATE, l2: L2, benignHardWeight: HARD_WEIGHT, embeddedAttacks: EMBED, syntheticPairs: SYNTH_PAIRS, syntheticSeed: SYNTH_SEED, syntheticWeight: SYNTH_WEIGHT, syntheticBenignOnly: SYNTH_BENIGN_ONLY, syntheticHarmfulPairs: SYNTH_HARMFUL_PAIRS, syntheticHarmfulSeed: SYNTH_HARMFUL_SEED, syntheticHarmfulWeight: SYNTH_HARMFUL_WEIGHT, writtenRows: written.length, writtenWeight: WRITTEN_WEIGHT, harmfulBenignPoint: HARMFUL_BENIGN_POINT },
      weightsSha256: createHash('sha256').update(data).digest('hex'),
  };
  writeWeights({ meta, data });
}
