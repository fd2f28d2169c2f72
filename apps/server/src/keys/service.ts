import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/catalogue.js';
import { newId } from '../ids.js';
import { SCOPES, type ApiKeyRecord, type KeyStore, type Scope } from '../storage/types.js';
import type { IssuedKey } from './schemas.js';

/** Issued keys are this prefix plus 32 random bytes in base64url (43 characters). */
export const KEY_PREFIX = 'ppk_';
const KEY_PATTERN = /^ppk_[A-Za-z0-9_-]{43}$/;
const BEARER = /^Bearer +(\S+) *$/i;

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export interface Principal {
  keyId: string;
  scopes: readonly Scope[];
}

export class ApiKeyService {
  constructor(
    private readonly store: KeyStore,
    private readonly clock: Clock,
    private readonly options: { ttlMs: number; totalCap: number },
  ) {}

  async issue(name: string | undefined): Promise<IssuedKey> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const record = {
      id: newId('apiKey'),
      keyHash: hashKey(key),
      name: name ?? null,
      scopes: [...SCOPES],
      createdAtMs: now,
      expiresAtMs: now + this.options.ttlMs,
    };
    const outcome = await this.store.createWithinCap(record, this.options.totalCap);
    if (outcome === 'cap_reached') {
      throw new AppError(
        'key_cap_reached',
        `This service has issued all ${this.options.totalCap} self-service API keys it will issue; ask the operator for a key.`,
        { 'retry-after': '86400' },
      );
    }
    return {
      id: record.id,
      key,
      name: record.name ?? '',
      scopes: record.scopes,
      created_at: new Date(record.createdAtMs).toISOString(),
      expires_at: new Date(record.expiresAtMs).toISOString(),
      note: 'Store this key now: it is shown only once and kept only as a hash. It expires on the date in expires_at.',
    };
  }

  /**
   * Turns an Authorization header into the key's principal, or throws the matching 401/403.
   * The key is looked up by its SHA-256 hash, so the lookup's timing depends on a hash the caller
   * cannot steer, not on how much of a real key they guessed; the hashes are compared in constant time.
   */
  async authenticate(authorization: string | undefined, requiredScope: Scope): Promise<Principal> {
    if (authorization === undefined || authorization.trim() === '') {
      throw new AppError('missing_api_key', 'This route needs an API key: send "Authorization: Bearer <key>".');
    }
    const token = BEARER.exec(authorization)?.[1];
    if (token === undefined || !KEY_PATTERN.test(token)) {
      throw new AppError(
        'malformed_api_key',
        `The Authorization header must be "Bearer <key>" with a key that starts with "${KEY_PREFIX}", as issued by POST /v1/keys/generate.`,
      );
    }
    const presented = hashKey(token);
    const record = await this.store.findByHash(presented);
    if (record === null || !sameHash(record.keyHash, presented)) {
      throw new AppError('invalid_api_key', 'The API key is invalid or expired.');
    }
    return this.checkUsable(record, requiredScope);
  }

  private checkUsable(record: ApiKeyRecord, requiredScope: Scope): Principal {
    if (record.expiresAtMs <= this.clock.now()) {
      throw new AppError('expired_api_key', `The API key expired at ${new Date(record.expiresAtMs).toISOString()}; generate a new one.`);
    }
    if (record.disabledAtMs !== null) {
      throw new AppError('key_disabled', 'The API key has been disabled.');
    }
    if (!record.scopes.includes(requiredScope)) {
      throw new AppError('insufficient_scope', `The API key lacks the "${requiredScope}" scope this route requires.`);
    }
    return { keyId: record.id, scopes: record.scopes };
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
