#!/usr/bin/env node
// Runs the compiled command line. Inside the Parapet repository it builds the command line first
// when this checkout has not been built yet; an installed package ships it built.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/bin.js', import.meta.url);
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
if (!existsSync(fileURLToPath(entry)) && existsSync(tsc)) {
  process.stderr.write('parapet: building (first run)...\n');
  execFileSync(process.execPath, [tsc, '-b', 'apps/server/tsconfig.build.json', 'packages/cli/tsconfig.build.json'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
await import(entry.href);
