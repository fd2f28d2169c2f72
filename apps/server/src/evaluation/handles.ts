import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The ids of asynchronous evaluations as clients see them. A handle is the job's id and the prompt
 * length, encrypted and authenticated (AES-256-GCM) under a key derived from the hash of the API key
 * that submitted it. Only that key opens it: another key, or a forged or altered handle, fails the
 * authentication tag and is answered like an unknown id. The queue's own job ids never leave the
 * service, and no ownership table is needed on any backend.
 */
export const HANDLE_PREFIX = 'evl_';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const CONTEXT = 'parapet/evaluation-handle/v1';

export interface HandleContent {
  jobId: string;
  promptLength: number;
}

function keyFor(ownerKeyHash: string): Buffer {
  return createHmac('sha256', ownerKeyHash).update(CONTEXT).digest();
}

export function sealHandle(content: HandleContent, ownerKeyHash: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(ownerKeyHash), nonce);
  const sealed = Buffer.concat([cipher.update(`${content.jobId}|${content.promptLength}`, 'utf8'), cipher.final()]);
  return HANDLE_PREFIX + Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The content of a handle sealed for this key, or null for anything else. */
export function openHandle(handle: string, ownerKeyHash: string): HandleContent | null {
  if (!handle.startsWith(HANDLE_PREFIX) || handle.length > 400) return null;
  const raw = Buffer.from(handle.slice(HANDLE_PREFIX.length), 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(ownerKeyHash), raw.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const bar = text.lastIndexOf('|');
    const promptLength = Number(text.slice(bar + 1));
    if (bar <= 0 || !Number.isSafeInteger(promptLength)) return null;
    return { jobId: text.slice(0, bar), promptLength };
  } catch {
    return null;
  }
}
