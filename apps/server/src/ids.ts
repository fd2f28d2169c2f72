import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every id prefix the service issues, in one table. */
export const ID_PREFIXES = Object.freeze({
  apiKey: 'key',
  request: 'req',
  screening: 'scr',
  job: 'job',
  conversation: 'conv',
} as const);

export type IdKind = keyof typeof ID_PREFIXES;

/** Random bytes drawn from the system's CSPRNG in blocks: one call per 256 ids rather than one per id. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

/** `bytes` fresh random bytes as base64url; each byte is handed out once. */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString('base64url');
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}

/** `<prefix>_<random>`: 16 random bytes, base64url. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${randomToken(16)}`;
}

/** Whether two secrets (a codeword, a token) are equal, in constant time whatever their lengths: both are hashed first. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
