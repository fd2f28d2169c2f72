import { randomBytes } from 'node:crypto';
import { newId } from '../../src/ids.js';
import { hashKey, KEY_PREFIX } from '../../src/keys/service.js';
import { SCOPES, type Scope } from '../../src/storage/types.js';
import type { TestServer } from './server.js';

export interface PlantOptions {
  scopes?: Scope[];
  expiresInMs?: number;
  disabled?: boolean;
}

/** Stores a key straight through the storage layer, for states the public API cannot produce. */
export async function plantKey(server: TestServer, options: PlantOptions = {}): Promise<{ key: string; id: string }> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = newId('apiKey');
  const now = server.clock.now();
  const outcome = await server.container.storage.keys.createWithinCap(
    {
      id,
      keyHash: hashKey(key),
      name: 'planted',
      scopes: options.scopes ?? [...SCOPES],
      createdAtMs: now,
      expiresAtMs: now + (options.expiresInMs ?? 30 * 86_400_000),
    },
    Number.MAX_SAFE_INTEGER,
  );
  if (outcome !== 'created') throw new Error('could not plant key');
  if (options.disabled) await server.container.storage.keys.disable(id, now);
  return { key, id };
}
