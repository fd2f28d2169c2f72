import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { createEngine, defaultPolicy, SOURCE_KINDS, type Engine, type InputScreening, type ScreenInputOptions, type SourceKind } from '@parapet/engine';
import { EXIT_FAIL, EXIT_OK, EXIT_USAGE, painter, parseCommand, usageError } from './usage.js';
import { loadClassifier } from './weights.js';

/** The name that stands for standard input (`--jsonl -`) or standard output (`--out -`). */
const STDIO = '-';

function isSourceKind(value: string | undefined): value is SourceKind {
  return value !== undefined && (SOURCE_KINDS as readonly string[]).includes(value);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function unreadable(path: string, error: unknown): number {
  process.stderr.write(`parapet: cannot read ${path}: ${messageOf(error)}\n`);
  return EXIT_USAGE;
}

function unwritable(path: string, error: unknown): number {
  process.stderr.write(`parapet: cannot write ${path}: ${messageOf(error)}\n`);
  return EXIT_USAGE;
}

/**
 * When a screening is blocked: at or above `--threshold` when one is given, else with a verdict of
 * `high_risk` or `critical`.
 */
function blocker(threshold: number | undefined): (result: InputScreening) => boolean {
  return threshold === undefined ? (r) => r.verdict === 'high_risk' || r.verdict === 'critical' : (r) => r.risk_score >= threshold;
}

/** `--threshold N`: a number from 0 to 10, or undefined when the value is not one. */
function parseThreshold(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 0 && n <= 10 ? n : undefined;
}

/** Waits until a stream has opened, or answers the error that kept it from opening. */
function opened(stream: Readable | Writable): Promise<Error | undefined> {
  return new Promise((resolve) => {
    stream.once('open', () => resolve(undefined)).once('error', (error: Error) => resolve(error));
  });
}

/** One output line of a `--jsonl` batch. */
type Row =
  | { i: number; line: number; verdict: string; score: number; categories: string[]; flags: string[]; flagged: boolean; ms: number }
  | { i: number; line: number; error: string };

/** The text and source kind of one input line, or why the line cannot be screened. */
function readRow(line: string): { text: string; sourceKind?: SourceKind } | { error: string } {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return { error: 'not valid JSON' };
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return { error: 'not a JSON object' };
  const { text, source_kind: kind } = row as { text?: unknown; source_kind?: unknown };
  if (typeof text !== 'string') return { error: 'no string "text" field' };
  return typeof kind === 'string' && isSourceKind(kind) ? { text, sourceKind: kind } : { text };
}

async function scanJsonl(engine: Engine, input: string, output: string, base: ScreenInputOptions, blocked: (r: InputScreening) => boolean): Promise<number> {
  let source: Readable;
  if (input === STDIO) source = process.stdin;
  else {
    source = createReadStream(input);
    // Fail before creating OUT when IN cannot be read.
    const error = await opened(source);
    if (error) return unreadable(input, error);
  }
  let out: Writable;
  let writeError: Error | undefined;
  if (output === STDIO) out = process.stdout;
  else {
    out = createWriteStream(output);
    const error = await opened(out);
    if (error) {
      source.destroy();
      return unwritable(output, error);
    }
    out.on('error', (e: Error) => (writeError ??= e));
  }
  const write = async (row: Row): Promise<void> => {
    if (!out.write(`${JSON.stringify(row)}\n`)) {
      await new Promise<void>((resolve) => {
        out.once('drain', resolve);
        out.once('error', () => resolve());
      });
    }
  };

  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let lineNumber = 0;
  let i = 0;
  let flaggedCount = 0;
  let invalid = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line.trim()) continue;
    const row = readRow(line);
    if ('error' in row) {
      invalid++;
      process.stderr.write(`parapet: ${input === STDIO ? 'standard input' : input}, line ${lineNumber}: ${row.error}; not screened\n`);
      await write({ i, line: lineNumber, error: row.error });
    } else {
      const t0 = performance.now();
      const result = engine.screenInput(row.text, row.sourceKind ? { ...base, sourceKind: row.sourceKind } : base);
      const ms = Math.round((performance.now() - t0) * 1000) / 1000;
      const flagged = blocked(result);
      if (flagged) flaggedCount++;
      await write({
        i,
        line: lineNumber,
        verdict: result.verdict,
        score: result.risk_score,
        categories: Object.entries(result.categories)
          .filter(([, score]) => score > 0)
          .map(([name]) => name),
        flags: result.flags.map((f) => f.id),
        flagged,
        ms,
      });
    }
    i++;
    if (writeError) break;
  }
  if (out !== process.stdout) {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  if (writeError) {
    source.destroy();
    return unwritable(output, writeError);
  }
  process.stderr.write(`parapet: ${i} lines scanned, ${flaggedCount} flagged, ${invalid} invalid\n`);
  return EXIT_OK;
}

/** `parapet scan`: screens in-process; 0 allow, 1 block, 2 usage error. */
export async function scan(args: string[]): Promise<number> {
  const parsed = parseCommand(
    args,
    {
      file: { type: 'string' },
      jsonl: { type: 'string' },
      out: { type: 'string' },
      'source-kind': { type: 'string' },
      threshold: { type: 'string' },
      json: { type: 'boolean', default: false },
      'pattern-only': { type: 'boolean', default: false },
    },
    'scan',
    true,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const kind = values['source-kind'];
  if (kind !== undefined && !isSourceKind(kind)) return usageError(`--source-kind must be one of ${SOURCE_KINDS.join(', ')}`, 'scan');
  let threshold: number | undefined;
  if (values.threshold !== undefined) {
    threshold = parseThreshold(values.threshold);
    if (threshold === undefined) return usageError(`--threshold must be a number from 0 to 10, got "${values.threshold}"`, 'scan');
  }
  if (values.jsonl !== undefined && values.out === undefined) return usageError('--jsonl needs --out', 'scan');
  if (values.out !== undefined && values.jsonl === undefined) return usageError('--out goes with --jsonl', 'scan');
  if (values.jsonl !== undefined && (values.file !== undefined || positionals.length > 0)) return usageError('--jsonl takes no TEXT and no --file', 'scan');

  let engine: Engine;
  try {
    engine = values['pattern-only'] ? createEngine() : createEngine({ classifier: loadClassifier() });
  } catch (error) {
    process.stderr.write(`parapet: cannot load the local classifier: ${messageOf(error)} (--pattern-only scans without it)\n`);
    return EXIT_USAGE;
  }
  // The threshold is the policy's too, so that the suggested action agrees with the exit code.
  const base: ScreenInputOptions = threshold === undefined ? {} : { policy: { ...defaultPolicy(), autoBlockThreshold: threshold } };
  const blocked = blocker(threshold);
  if (values.jsonl !== undefined && values.out !== undefined) {
    return scanJsonl(engine, values.jsonl, values.out, kind ? { ...base, sourceKind: kind } : base, blocked);
  }

  let text: string;
  if (values.file !== undefined) {
    try {
      text = await readFile(values.file, 'utf8');
    } catch (error) {
      return unreadable(values.file, error);
    }
  } else {
    text = positionals.length > 0 ? positionals.join(' ') : await readStdin();
  }
  const result = engine.screenInput(text, kind ? { ...base, sourceKind: kind } : base);
  const block = blocked(result);
  if (values.json) {
    const { findings: _findings, ...body } = result;
    process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  } else {
    const paint = painter(process.stdout);
    const verdictColor = block ? 31 : result.risk_score >= 4 ? 33 : 32;
    process.stdout.write(`${paint(verdictColor, `${result.verdict} ${result.risk_score}`)} -> ${result.suggested_action}\n`);
    for (const f of result.flags) process.stdout.write(`  ${f.severity.toFixed(1)} ${f.id}: ${JSON.stringify(f.evidence)}\n`);
  }
  return block ? EXIT_FAIL : EXIT_OK;
}
