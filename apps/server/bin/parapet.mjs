#!/usr/bin/env node
// Runs the compiled command line, building it first when this checkout has not been built yet.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('parapet: building (first run)...\n');
  execFileSync(process.execPath, [fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url)), '-b', 'apps/server/tsconfig.build.json'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const { main } = await import(entry.href);
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
