/**
 * Classifier weight directories for tests that are about other layers: a "quiet" classifier in the
 * shipped format whose every probability is about 1e-4, so that what a test sees comes from the
 * patterns and the judge alone and does not move when the shipped weights are retrained.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_BITS, FEATURE_DIMS, type ClassifierMeta } from '@parapet/engine';

export async function quietWeights(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parapet-weights-'));
  const bin = Buffer.alloc(2 * FEATURE_DIMS);
  const head = (name: 'injection' | 'harmful') => ({ name, bias: 0, scale: 1, platt: { a: 0, b: -9 } });
  const meta: ClassifierMeta = {
    format: 'parapet-hashed-lr-1',
    featureBits: FEATURE_BITS,
    chunkChars: 1500,
    chunkOverlap: 200,
    heads: [head('injection'), head('harmful')],
    training: { command: 'test fixture', weightsSha256: createHash('sha256').update(bin).digest('hex') },
  };
  await writeFile(join(dir, 'classifier.json'), JSON.stringify(meta));
  await writeFile(join(dir, 'classifier.bin'), bin);
  return dir;
}
