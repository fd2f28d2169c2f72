import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier, type ClassifierMeta } from '@parapet/engine';

/** The weights packed into this package (`models/`, from both `src/` and `dist/`). */
const PACKED_DIR = fileURLToPath(new URL('../models/', import.meta.url));
/** The repository's `models/`, when the command line runs inside the repository. */
const REPOSITORY_DIR = fileURLToPath(new URL('../../../models/', import.meta.url));

/** Where the weights are: the packed copy of an installed package, else the repository's. */
export function modelDir(): string {
  return existsSync(join(PACKED_DIR, 'classifier.json')) ? PACKED_DIR : REPOSITORY_DIR;
}

/**
 * Reads the local classifier's weights (`classifier.json` and `classifier.bin`) and builds it.
 * Throws when the files are missing, do not match their recorded SHA-256, or do not fit the engine.
 */
export function loadClassifier(dir: string = modelDir()): Classifier {
  const meta = JSON.parse(readFileSync(join(dir, 'classifier.json'), 'utf8')) as ClassifierMeta;
  const bytes = readFileSync(join(dir, 'classifier.bin'));
  const expected = meta.training['weightsSha256'];
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (typeof expected === 'string' && expected !== actual) {
    throw new Error(`classifier weights in ${dir} do not match classifier.json (sha256 ${actual}, expected ${expected})`);
  }
  return createClassifier({ meta, data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) });
}
