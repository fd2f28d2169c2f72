/**
 * What storage keeps of a screened text's evidence. Flags quote the text they matched (`evidence`,
 * up to 200 characters; the classifier's quotes the start of the text), so a stored answer would
 * keep the text itself. By default every `evidence` string in a value is emptied before it is
 * stored; the answer to the caller is not touched. An operator who needs the quotes sets
 * PARAPET_STORE_TEXT (docs/privacy.md).
 */

/** The value with every `evidence` string, at any depth, replaced by "". Returns a copy; the input is not changed. */
export function withoutEvidence<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    out[key] = key === 'evidence' && typeof field === 'string' ? '' : strip(field);
  }
  return out;
}

/** What a store does with the text it is handed: keep it (the operator opted in) or drop the quotes. */
export interface TextPolicy {
  readonly storeText: boolean;
}

export function forStorage<T>(value: T, policy: TextPolicy): T {
  return policy.storeText ? value : withoutEvidence(value);
}
