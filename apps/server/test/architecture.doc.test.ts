/**
 * docs/architecture.md is the map newcomers follow: every path it names exists, every source folder
 * of the engine and the server is on it, and the names its recipes tell you to use are where it says.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = new URL('../../../', import.meta.url).pathname;
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const ROOTS = ['packages/', 'apps/', 'docs/', 'bench/', 'scripts/', 'test/'];

/** Backticked spans that are repository paths. */
function namedPaths(): string[] {
  const spans = [...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [...new Set(spans.filter((s) => ROOTS.some((r) => s.startsWith(r)) && !s.includes('<')))];
}

function sourceFolders(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}${e.name}/`);
}

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const paths = namedPaths();
    assert.ok(paths.length > 50, `expected the map to name many paths, found ${paths.length}`);
    const missing = paths.filter((p) => !existsSync(join(root, p)));
    assert.deepEqual(missing, [], 'paths named in docs/architecture.md that do not exist');
  });

  it('puts every source folder of the engine and the server on the map', () => {
    const folders = [...sourceFolders('packages/engine/src/'), ...sourceFolders('apps/server/src/'), ...sourceFolders('apps/server/src/http/')];
    const named = new Set(namedPaths());
    const absent = folders.filter((f) => !named.has(f));
    assert.deepEqual(absent, [], 'source folders missing from docs/architecture.md');
  });

  it('names in its recipes what the code defines there', () => {
    const defines: Array<[file: string, text: string]> = [
      ['packages/engine/src/detectors/types.ts', 'export interface Detector'],
      ['packages/engine/src/detectors/types.ts', 'export interface DetectorContext'],
      ['packages/engine/src/detectors/index.ts', 'export function createDetectors'],
      ['packages/engine/src/pipeline/index.ts', 'rescore'],
      ['packages/engine/src/patterns/compile.ts', 'export function compile'],
      ['packages/engine/src/rules/index.ts', 'export const RULES'],
      ['packages/engine/src/scoring/index.ts', 'export function decideOutput'],
      ['apps/server/src/screening/schemas.ts', 'export const ParseRequestSchema'],
      ['apps/server/src/screening/service.ts', 'checkParse'],
      ['apps/server/src/keys/service.ts', 'export class ApiKeyService'],
      ['apps/server/src/http/types.ts', 'export interface HttpDeps'],
      ['apps/server/src/http/routes/index.ts', 'export const ROUTES'],
      ['apps/server/test/support/server.ts', 'export function useServer'],
      ['apps/server/test/storage.contract.ts', 'export function storageContract'],
    ];
    for (const [file, text] of defines) {
      assert.ok(doc.includes(file), `docs/architecture.md names ${file}`);
      assert.ok(readFileSync(join(root, file), 'utf8').includes(text), `${file} defines "${text}"`);
    }
  });

  it('has a recipe for each kind of change a newcomer makes', () => {
    for (const heading of ['Add a pattern rule', 'Add a detector', 'Add an output scanner', 'Add a route', 'Add a storage backend', 'Add a setting']) {
      assert.match(doc, new RegExp(`^### ${heading}`, 'm'), `recipe "${heading}"`);
    }
    assert.match(doc, /^## A request, end to end: `POST \/v1\/parse`/m);
  });
});
