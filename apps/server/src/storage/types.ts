import type { ScreeningPolicy } from '@parapet/engine';

export const SCOPES = ['analyze', 'evaluate', 'chat'] as const;
export type Scope = (typeof SCOPES)[number];

export interface ApiKeyRecord {
  id: string;
  /** Hex SHA-256 of the full key; the key itself is never stored. */
  keyHash: string;
  name: string | null;
  scopes: Scope[];
  createdAtMs: number;
  expiresAtMs: number;
  disabledAtMs: number | null;
}

export type NewApiKey = Omit<ApiKeyRecord, 'disabledAtMs'>;

export interface KeyStore {
  /**
   * Stores the key unless `cap` keys have already been issued. The check and the insert are one
   * atomic step, so instances sharing a database never issue more than `cap` keys together.
   */
  createWithinCap(key: NewApiKey, cap: number): Promise<'created' | 'cap_reached'>;
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  findById(id: string): Promise<ApiKeyRecord | null>;
  /** Marks the key disabled; false when no such key exists. */
  disable(id: string, atMs: number): Promise<boolean>;
  /** Keys issued so far (the number the cap is checked against). */
  countIssued(): Promise<number>;
}

export type PolicyPatch = Partial<ScreeningPolicy>;

export interface PolicyStore {
  /** The key's stored policy, or null when it has none (the defaults apply). */
  get(keyId: string): Promise<ScreeningPolicy | null>;
  /**
   * Applies `patch` over the stored policy (or over `defaults` when none is stored) in one atomic
   * statement and returns the result. Fields absent from `patch` keep their stored values.
   */
  update(keyId: string, patch: PolicyPatch, defaults: ScreeningPolicy, atMs: number): Promise<ScreeningPolicy>;
  /** Removes the key's stored policy, so the defaults apply again. */
  reset(keyId: string): Promise<void>;
}

export interface ScreeningRecord {
  id: string;
  keyId: string | null;
  kind: 'parse' | 'output' | 'trust';
  /** Hex SHA-256 of the screened text; the text itself is not stored. */
  textSha256: string;
  textLength: number;
  riskScore: number;
  verdict: string;
  /** The response body as answered. */
  result: unknown;
  createdAtMs: number;
}

export interface ScreeningStore {
  record(record: ScreeningRecord): Promise<void>;
  /** The record, only when it belongs to `keyId`. */
  get(id: string, keyId: string | null): Promise<ScreeningRecord | null>;
}

export interface Storage {
  readonly dialect: 'sqlite' | 'postgres';
  readonly keys: KeyStore;
  readonly policies: PolicyStore;
  readonly screenings: ScreeningStore;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
