import type { Generated } from 'kysely';

/** Times are integer milliseconds since the epoch; booleans are 0/1 integers in both dialects. */
export interface ApiKeysTable {
  id: string;
  key_hash: string;
  name: string | null;
  scopes: string;
  created_at: number;
  expires_at: number;
  disabled_at: number | null;
}

export interface CountersTable {
  name: string;
  value: Generated<number>;
}

export interface PoliciesTable {
  key_id: string;
  auto_block_threshold: number;
  screen_all_prompts: number;
  sources: string;
  approval_required_for_personal_data: number;
  approval_required_for_location: number;
  approval_required_for_future_plans: number;
  approval_default_action: string;
  updated_at: number;
}

/** A receipt of one screening: never the text, only its hash and length. */
export interface ScreeningsTable {
  id: string;
  key_id: string | null;
  kind: string;
  text_sha256: string;
  text_length: number;
  risk_score: number;
  verdict: string;
  /** The whole answer as JSON when the operator opted in to storing text; '' otherwise. */
  result: string;
  created_at: number;
  source_kind: string | null;
  /** 1 or 0; null on rows written before the audit columns. */
  safe: number | null;
  /** Comma-delimited with a comma at each end (",prompt_injection,jailbreak,"), so one category is a LIKE away. */
  categories: string;
  flag_ids: string;
}

/**
 * One background job. `lease_token` and `lease_expires_at` are set while a runner holds it;
 * `expires_at` is set when it finishes (its retention), and the row is unreadable after it.
 */
export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: string;
  result: string | null;
  error: string | null;
  attempts: number;
  max_attempts: number;
  timeout_ms: number;
  run_at: number;
  lease_token: string | null;
  lease_expires_at: number | null;
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * A chat conversation. `message_count` is the sequence number of its last message: appending
 * claims the next numbers by incrementing it, which serialises concurrent appends on the row.
 */
export interface ConversationsTable {
  id: string;
  key_id: string;
  message_count: number;
  created_at: number;
  updated_at: number;
  expires_at: number;
}

/** One message of a conversation; `seq` counts from 1 within it. */
export interface ConversationMessagesTable {
  conversation_id: string;
  seq: number;
  role: string;
  content: string;
  created_at: number;
}

/** A synchronous evaluation answer (JSON, evidence emptied by default), readable by its owner until `expires_at`. */
export interface EvaluationsTable {
  id: string;
  key_id: string;
  body: string;
  created_at: number;
  expires_at: number;
}

/** The x402 payment ledger; `state` is 'pending' while a request holds the claim, then 'settled'. */
export interface PaymentsTable {
  id: string;
  token: string;
  state: string;
  payer: string;
  network: string;
  asset: string;
  amount: string;
  route: string;
  tx_hash: string | null;
  claimed_at: number;
  lease_expires_at: number;
  settled_at: number | null;
}

export interface Database {
  payments: PaymentsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  evaluations: EvaluationsTable;
  jobs: JobsTable;
  screenings: ScreeningsTable;
  api_keys: ApiKeysTable;
  counters: CountersTable;
  policies: PoliciesTable;
}
