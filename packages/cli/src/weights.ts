import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier, type ClassifierMeta } from '@parapet/engine';

/** This package's folder, from both `src/` and `dist/`. */
const PACKAGE_DIR = new URL('../', import.meta.url);
/** The weights packed into this package by `prepack`. */
const PACKED_DIR = fileURLToPath(new URL('models/', PACKAGE_DIR));
/** The repository's `models/`, when this package is the repository's `packages/cli/`. */
const REPOSITORY_DIR = fileURLToPath(new URL('../../models/', PACKAGE_DIR));
const IN_REPOSITORY = new URL('../../packages/cli/', PACKAGE_DIR).href === PACKAGE_DIR.href && existsSync(join(REPOSITORY_DIR, 'classifier.json'));

/**
 * Where the weights are: inside the repository its `models/` (the current ones, even while a pack
 * holds a copy), else the copy packed into the installed package.
 */
export function modelDir(): string {
  return IN_REPOSITORY ? REPOSITORY_DIR : PACKED_DIR;
}

/**
 * Reads the local classifier's weights (`classifier.json` and `classifier.bin`) and builds it.
 * Throws when the files are missing, do not match their recorded SHA-256, or do not fit the engine.
 */
export function loadClassifier(dir: string = modelDir()): Classifier {
  const meta = JSON.parse(readFileSync(join(dir, 'classifier.json'), 'utf8')) as ClassifierMeta;
  const bytes = readFileSync(join(dir, 'classifier.bin'));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return createClassifier({ meta, data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), sha256, source: dir });
}
