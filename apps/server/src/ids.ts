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

/** `<prefix>_<random>`: 16 random bytes, base64url. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${randomBytes(16).toString('base64url')}`;
}

/** Whether two secrets (a codeword, a token) are equal, in constant time whatever their lengths: both are hashed first. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
