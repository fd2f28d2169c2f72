#!/usr/bin/env node
// Runs every *.test.ts of the workspace with Node's test runner, TypeScript loaded by tsx and
// workspace packages resolved to their sources. Extra arguments narrow the run to matching paths.
// The closing line counts skipped suites and tests with their reasons; under CI=true any skip fails
// the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const roots = ['packages', 'apps', 'test', 'bench'].map((d) => join(root, d));
const skip = new Set(['node_modules', 'dist', 'data', '.git']);

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, path));
  }
  return out;
}

// An argument naming a .ts file that exists runs that file as given (a fixture need not be *.test.ts);
// any other argument narrows the run to test files whose path contains it.
const args = process.argv.slice(2);
const given = args.filter((a) => a.endsWith('.ts') && existsSync(a) && statSync(a).isFile());
const filters = args.filter((a) => !given.includes(a));
const files = [
  ...given,
  ...(filters.length === 0 && given.length > 0 ? [] : roots.flatMap((d) => walk(d, [])).filter((f) => filters.length === 0 || filters.some((p) => f.includes(p)))),
].sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// A second reporter writes TAP to a file, from which the closing line counts what was skipped and why.
const tapDir = mkdtempSync(join(tmpdir(), 'parapet-tests-'));
const tapFile = join(tapDir, 'report.tap');
const result = spawnSync(
  process.execPath,
  [
    '--conditions=parapet-source',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    '--test-concurrency=2',
    ...files,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
let tap = '';
try {
  tap = readFileSync(tapFile, 'utf8');
} catch {
  // no report: the run failed before any test, which its status already says
}
rmSync(tapDir, { recursive: true, force: true });
const skipped = skippedOf(tap);
const reasons = new Map();
for (const { reason } of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
const why = [...reasons].map(([reason, n]) => `${n} x ${reason}`).join('; ');
console.log(`\nskipped suites and tests: ${skipped.length}${skipped.length > 0 ? ` (${why})` : ''}`);
if (skipped.length > 0 && process.env.CI === 'true') {
  console.error('CI=true: a skipped suite is a failure here; start the missing backends (see .ci/run).');
  process.exit(1);
}
process.exit(result.status ?? 1);

/** Suites and tests the TAP report marks `# SKIP`, with their reasons. */
function skippedOf(report) {
  const out = [];
  for (const line of report.split('\n')) {
    const match = /^\s*ok \d+ - (.*?) # SKIP\s*(.*)$/.exec(line);
    if (match) out.push({ name: match[1], reason: match[2] || 'no reason given' });
  }
  return out;
}
