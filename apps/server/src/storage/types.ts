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

/**
 * The receipt of one screening: what the audit trail (GET /v1/screenings) answers, a few hundred
 * bytes. The text is never stored, only its hash and length.
 */
export interface ScreeningRecord {
  id: string;
  keyId: string | null;
  kind: 'parse' | 'output' | 'trust';
  /** The metadata `source_kind` the caller gave (prompts only). */
  sourceKind?: string;
  /** Hex SHA-256 of the screened text; the text itself is not stored. */
  textSha256: string;
  textLength: number;
  riskScore: number;
  /** The verdict; for an agent message, its recommendation. */
  verdict: string;
  safe: boolean;
  /** The risk categories the screening raised, each once. */
  categories: string[];
  /** The ids of its flags, each once. */
  flagIds: string[];
  /**
   * The whole answer, evidence included: kept only when the operator opted in to storing text
   * (PARAPET_STORE_TEXT, docs/privacy.md); absent otherwise.
   */
  result?: unknown;
  createdAtMs: number;
}

export interface ScreeningQuery {
  /** At most this many records, newest first. */
  limit: number;
  /** Where the previous page stopped: the last record's creation time and id. */
  after?: { createdAtMs: number; id: string };
  kind?: ScreeningRecord['kind'];
  verdict?: string;
  category?: string;
  /** Created at or after. */
  fromMs?: number;
  /** Created before. */
  toMs?: number;
}

export interface ScreeningStore {
  record(record: ScreeningRecord): Promise<void>;
  /** Several receipts in one statement (one commit). */
  recordMany(records: readonly ScreeningRecord[]): Promise<void>;
  /** The record, only when it belongs to `keyId`. */
  get(id: string, keyId: string | null): Promise<ScreeningRecord | null>;
  /** The key's records matching `query`, newest first (by creation time, then id). */
  list(keyId: string, query: ScreeningQuery): Promise<ScreeningRecord[]>;
  /** Deletes the records created before `cutoffMs`; answers how many. */
  purgeBefore(cutoffMs: number): Promise<number>;
}

export type ConversationRole = 'user' | 'assistant';

/** One message of a chat conversation, as the conversation keeps it. */
export interface ConversationMessage {
  role: ConversationRole;
  content: string;
  createdAtMs: number;
}

/** A chat conversation of one key. It is unreadable once `expiresAtMs` has passed. */
export interface ConversationRecord {
  id: string;
  keyId: string;
  createdAtMs: number;
  updatedAtMs: number;
  expiresAtMs: number;
  /** Messages ever appended (older ones may have been pruned). */
  messageCount: number;
}

export interface NewConversation {
  id: string;
  keyId: string;
  createdAtMs: number;
  expiresAtMs: number;
}

export interface AppendOptions {
  /** The time of the append: a conversation expired at it is not appended to. */
  nowMs: number;
  /** The conversation's new expiry. */
  expiresAtMs: number;
  /** The conversation keeps at most this many messages, the newest. */
  keep: number;
}

/**
 * Chat conversations, always read through the key that owns them: another key's conversation, an
 * unknown one and an expired one look the same (absent).
 */
export interface ConversationStore {
  /** Creates a conversation holding `messages`, in one transaction. */
  create(conversation: NewConversation, messages: readonly ConversationMessage[]): Promise<void>;
  /** The conversation, only when it belongs to `keyId` and has not expired at `nowMs`. */
  get(id: string, keyId: string, nowMs: number): Promise<ConversationRecord | null>;
  /** Its newest `limit` messages, oldest first; empty when `get` would answer null. */
  messages(id: string, keyId: string, nowMs: number, limit: number): Promise<ConversationMessage[]>;
  /**
   * Appends `messages` after the existing ones and sets the new expiry, atomically (concurrent
   * appends to one conversation never interleave or collide), then prunes all but the newest
   * `keep`. False, and nothing written, when `get` would answer null.
   */
  append(id: string, keyId: string, messages: readonly ConversationMessage[], options: AppendOptions): Promise<boolean>;
  /** Deletes every conversation expired at `nowMs`, with its messages; answers how many. */
  purgeExpired(nowMs: number): Promise<number>;
}

/** A synchronous evaluation answer, kept so that its id can be read back (GET /v1/evaluate/{id}). */
export interface EvaluationRecord {
  id: string;
  /** The key (or x402 payer) it was answered to: only that owner reads it back. */
  keyId: string;
  /** The answer as stored: evidence emptied unless the operator opted in to storing text. */
  body: unknown;
  createdAtMs: number;
  /** Unreadable from this instant on, and purged after it. */
  expiresAtMs: number;
}

/** Evaluation answers, always read through the owner: another owner's, an unknown and an expired one look the same (absent). */
export interface EvaluationStore {
  save(record: EvaluationRecord): Promise<void>;
  /** The record, only when it belongs to `keyId` and has not expired at `nowMs`. */
  get(id: string, keyId: string, nowMs: number): Promise<EvaluationRecord | null>;
  /** Deletes every record expired at `nowMs`; answers how many. */
  purgeExpired(nowMs: number): Promise<number>;
}

/**
 * One x402 payment authorization as the service uses it: claimed by the request that presents it,
 * then settled or released. `id` names the authorization itself (network, asset, payer and the
 * payer's nonce), so two requests carrying the same signed authorization claim the same row.
 */
export interface PaymentClaim {
  id: string;
  /** Unique to the claiming request: only its holder can release or settle the claim. */
  token: string;
  payer: string;
  network: string;
  asset: string;
  /** Atomic units of the asset, a decimal integer string. */
  amount: string;
  /** The paid route, e.g. "POST /v1/parse". */
  route: string;
  claimedAtMs: number;
  /** A pending claim older than this is abandoned (its request died) and may be claimed again. */
  leaseExpiresAtMs: number;
}

export interface PaymentRecord extends PaymentClaim {
  state: 'pending' | 'settled';
  /** The settlement's transaction hash, once settled. */
  transaction: string | null;
  settledAtMs: number | null;
}

/**
 * The ledger of x402 payments. Claiming is one atomic step across every instance that shares the
 * database, so one authorization serves at most one request; a settled one is never claimed again.
 */
export interface PaymentStore {
  /**
   * Claims the authorization for one request. 'claimed' when it was free (or its earlier claim
   * was abandoned: pending with its lease passed at `nowMs`); otherwise the state that holds it.
   */
  claim(claim: PaymentClaim, nowMs: number): Promise<'claimed' | 'in_flight' | 'settled'>;
  /** Marks the claim settled by `transaction`; false when `token` no longer holds a pending claim on `id`. */
  settle(id: string, token: string, transaction: string, atMs: number): Promise<boolean>;
  /** Drops the pending claim held by `token` (the payment was not used); a settled one stays. */
  release(id: string, token: string): Promise<void>;
  get(id: string): Promise<PaymentRecord | null>;
}

export interface Storage {
  readonly dialect: 'sqlite' | 'postgres';
  readonly keys: KeyStore;
  readonly policies: PolicyStore;
  readonly screenings: ScreeningStore;
  readonly conversations: ConversationStore;
  readonly evaluations: EvaluationStore;
  readonly payments: PaymentStore;
  /** Resolves when the database answers a trivial query; rejects once the storage is closed. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
