import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { createEngine, SOURCE_KINDS, type Engine, type SourceKind } from '@parapet/engine';
import { loadClassifier } from '../classifier-weights.js';
import { EXIT_FAIL, EXIT_OK, EXIT_USAGE, painter, parseCommand, usageError } from './usage.js';

function isSourceKind(value: string | undefined): value is SourceKind {
  return value !== undefined && (SOURCE_KINDS as readonly string[]).includes(value);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const flaggedVerdict = (verdict: string): boolean => verdict === 'high_risk' || verdict === 'critical';

function unreadable(path: string, error: unknown): number {
  process.stderr.write(`parapet: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_USAGE;
}

async function scanJsonl(engine: Engine, input: string, output: string): Promise<number> {
  const source = createReadStream(input);
  // Fail before creating OUT when IN cannot be read.
  try {
    await new Promise<void>((resolve, reject) => source.once('open', () => resolve()).once('error', reject));
  } catch (error) {
    return unreadable(input, error);
  }
  const out = createWriteStream(output);
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let i = 0;
  let flaggedCount = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    let text = '';
    let sourceKind: SourceKind | undefined;
    try {
      const row = JSON.parse(line) as { text?: unknown; source_kind?: unknown };
      text = typeof row.text === 'string' ? row.text : '';
      sourceKind = isSourceKind(String(row.source_kind)) ? (row.source_kind as SourceKind) : undefined;
    } catch {
      text = '';
    }
    const t0 = performance.now();
    const result = engine.screenInput(text, sourceKind ? { sourceKind } : {});
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    const flagged = flaggedVerdict(result.verdict);
    if (flagged) flaggedCount++;
    if (!out.write(`${JSON.stringify({ i, flagged, score: result.risk_score, ms })}\n`)) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    i++;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  process.stderr.write(`parapet: ${i} lines scanned, ${flaggedCount} flagged\n`);
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
  const makeEngine = (): Engine => (values['pattern-only'] ? createEngine() : createEngine({ classifier: loadClassifier() }));
  if (values.jsonl !== undefined) {
    if (values.out === undefined) return usageError('--jsonl needs --out', 'scan');
    return scanJsonl(makeEngine(), values.jsonl, values.out);
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
  const engine = makeEngine();
  const result = engine.screenInput(text, kind ? { sourceKind: kind } : {});
  if (values.json) {
    const { findings: _findings, ...body } = result;
    process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  } else {
    const paint = painter(process.stdout);
    const verdictColor = flaggedVerdict(result.verdict) ? 31 : result.risk_score >= 4 ? 33 : 32;
    process.stdout.write(`${paint(verdictColor, `${result.verdict} ${result.risk_score}`)} -> ${result.suggested_action}\n`);
    for (const f of result.flags) process.stdout.write(`  ${f.severity.toFixed(1)} ${f.id}: ${JSON.stringify(f.evidence)}\n`);
  }
  return flaggedVerdict(result.verdict) ? EXIT_FAIL : EXIT_OK;
}
