import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier, type ClassifierMeta } from '@parapet/engine';

/** The repository's `models/` directory, from both `src/` and `dist/`. */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../../models/', import.meta.url));

/**
 * Reads the local classifier's weights (`classifier.json` and `classifier.bin`, written by
 * `npm run train:classifier`) and builds it. Throws when the files are missing, do not match their
 * recorded SHA-256, or do not fit the engine's inference code.
 */
export function loadClassifier(dir: string = DEFAULT_MODEL_DIR): Classifier {
  const meta = JSON.parse(readFileSync(join(dir, 'classifier.json'), 'utf8')) as ClassifierMeta;
  const bytes = readFileSync(join(dir, 'classifier.bin'));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return createClassifier({ meta, data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), sha256, source: dir });
}
