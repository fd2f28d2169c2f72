#!/usr/bin/env node
// Bundles the web console (apps/console/src) into apps/console/dist with esbuild: one script, one
// stylesheet, both named by content hash, and the page that loads them. Prints the gzip size.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/console/src');
const out = join(root, 'apps/console/dist');

let files = [];
// Built in a folder of its own, then moved into place file by file (each rename atomic), the page
// last and stale files after it: builds that run at once (test suites build in parallel) and a
// service starting meanwhile never see a half-written console.
const stage = mkdtempSync(join(root, 'apps/console/.build-'));
try {
  const result = await build({
    entryPoints: { app: join(src, 'main.ts'), style: join(src, 'styles.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    platform: 'browser',
    outdir: stage,
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((p) => basename(p));
  const script = outputs.find((f) => f.endsWith('.js'));
  const style = outputs.find((f) => f.endsWith('.css'));
  if (!script || !style) throw new Error(`console build produced ${outputs.join(', ')}`);
  const page = readFileSync(join(src, 'index.html'), 'utf8').replace('%SCRIPT%', script).replace('%STYLE%', style);
  writeFileSync(join(stage, 'index.html'), page);
  mkdirSync(out, { recursive: true });
  for (const file of [script, style, 'index.html']) renameSync(join(stage, file), join(out, file));
  for (const file of readdirSync(out)) if (![script, style, 'index.html'].includes(file)) rmSync(join(out, file), { force: true });
  files = [script, style];
} finally {
  rmSync(stage, { recursive: true, force: true });
}
const [script, style] = files;

const sizes = ['index.html', script, style].map((f) => {
  const body = readFileSync(join(out, f));
  return { file: f, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const total = sizes.reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), { bytes: 0, gzip: 0 });
const line = sizes.map((s) => `${s.file} ${s.bytes} B (${s.gzip} B gzip)`).join(', ');
process.stdout.write(`console: ${line}; total ${total.bytes} B, ${total.gzip} B gzip\n`);
