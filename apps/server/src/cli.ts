import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createEngine, SOURCE_KINDS, type Engine, type SourceKind } from '@parapet/engine';
import { loadClassifier } from './classifier-weights.js';

const HELP = `parapet: prompt-security screening

Usage:
  parapet scan [TEXT]               screen TEXT, or standard input when no TEXT is given
  parapet scan --file PATH          screen a file
  parapet scan --jsonl IN --out OUT screen each line {"text", "source_kind"?} of IN; write
                                    {"i", "flagged", "score", "ms"} lines to OUT, in order
  parapet serve                     start the service (same as npm start)

Options:
  --source-kind KIND   where the text came from (${SOURCE_KINDS.join(', ')})
  --json               print the full result as JSON
  --pattern-only       the pattern layer alone, without the local classifier
  -h, --help           this help

Exit code of scan: 0 allow, 1 block (verdict high_risk or critical), 2 usage error.
Scanning runs in-process (patterns and the local classifier); no server or network is needed.`;

function isSourceKind(value: string | undefined): value is SourceKind {
  return value !== undefined && (SOURCE_KINDS as readonly string[]).includes(value);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const flaggedVerdict = (verdict: string): boolean => verdict === 'high_risk' || verdict === 'critical';

async function scanJsonl(engine: Engine, input: string, output: string): Promise<number> {
  const out = createWriteStream(output);
  const lines = createInterface({ input: createReadStream(input), crlfDelay: Infinity });
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
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return command ? 0 : 2;
  }
  if (command === 'serve') {
    await import('./main.js');
    return -1;
  }
  if (command !== 'scan') {
    process.stderr.write(`parapet: unknown command "${command}"\n\n${HELP}\n`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        file: { type: 'string' },
        jsonl: { type: 'string' },
        out: { type: 'string' },
        'source-kind': { type: 'string' },
        json: { type: 'boolean', default: false },
        'pattern-only': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`parapet: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const kind = values['source-kind'];
  if (kind !== undefined && !isSourceKind(kind)) {
    process.stderr.write(`parapet: --source-kind must be one of ${SOURCE_KINDS.join(', ')}\n`);
    return 2;
  }
  const engine = values['pattern-only'] ? createEngine() : createEngine({ classifier: loadClassifier() });
  if (values.jsonl) {
    if (!values.out) {
      process.stderr.write('parapet: --jsonl needs --out\n');
      return 2;
    }
    return scanJsonl(engine, values.jsonl, values.out);
  }
  const text = values.file ? readFileSync(values.file, 'utf8') : positionals.length > 0 ? positionals.join(' ') : await readStdin();
  const result = engine.screenInput(text, kind ? { sourceKind: kind } : {});
  if (values.json) {
    const { findings: _findings, ...body } = result;
    process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  } else {
    const color = process.stdout.isTTY;
    const paint = (code: number, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
    const verdictColor = flaggedVerdict(result.verdict) ? 31 : result.risk_score >= 4 ? 33 : 32;
    process.stdout.write(`${paint(verdictColor, `${result.verdict} ${result.risk_score}`)} -> ${result.suggested_action}\n`);
    for (const f of result.flags) process.stdout.write(`  ${f.severity.toFixed(1)} ${f.id}: ${JSON.stringify(f.evidence)}\n`);
  }
  return flaggedVerdict(result.verdict) ? 1 : 0;
}
