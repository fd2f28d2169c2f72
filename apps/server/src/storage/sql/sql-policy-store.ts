import type { ScreeningPolicy, SourceKind } from '@parapet/engine';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PolicyPatch, PolicyStore } from '../types.js';
import type { Database, PoliciesTable } from './schema.js';

type Columns = Omit<Insertable<PoliciesTable>, 'key_id' | 'updated_at'>;

/** Column values of the fields present in `policy`. */
function toColumns(policy: PolicyPatch): Partial<Columns> {
  const columns: Partial<Columns> = {};
  if (policy.autoBlockThreshold !== undefined) columns.auto_block_threshold = policy.autoBlockThreshold;
  if (policy.screenAllPrompts !== undefined) columns.screen_all_prompts = policy.screenAllPrompts ? 1 : 0;
  if (policy.sources !== undefined) columns.sources = JSON.stringify(policy.sources);
  if (policy.approval_required_for_personal_data !== undefined) {
    columns.approval_required_for_personal_data = policy.approval_required_for_personal_data ? 1 : 0;
  }
  if (policy.approval_required_for_location !== undefined) {
    columns.approval_required_for_location = policy.approval_required_for_location ? 1 : 0;
  }
  if (policy.approval_required_for_future_plans !== undefined) {
    columns.approval_required_for_future_plans = policy.approval_required_for_future_plans ? 1 : 0;
  }
  if (policy.approval_default_action !== undefined) columns.approval_default_action = policy.approval_default_action;
  return columns;
}

function toPolicy(row: Selectable<PoliciesTable>): ScreeningPolicy {
  return {
    autoBlockThreshold: Number(row.auto_block_threshold),
    screenAllPrompts: Number(row.screen_all_prompts) === 1,
    sources: JSON.parse(row.sources) as SourceKind[],
    approval_required_for_personal_data: Number(row.approval_required_for_personal_data) === 1,
    approval_required_for_location: Number(row.approval_required_for_location) === 1,
    approval_required_for_future_plans: Number(row.approval_required_for_future_plans) === 1,
    approval_default_action: row.approval_default_action as ScreeningPolicy['approval_default_action'],
  };
}

export class SqlPolicyStore implements PolicyStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(keyId: string): Promise<ScreeningPolicy | null> {
    const row = await this.db.selectFrom('policies').selectAll().where('key_id', '=', keyId).executeTakeFirst();
    return row ? toPolicy(row) : null;
  }

  async update(keyId: string, patch: PolicyPatch, defaults: ScreeningPolicy, atMs: number): Promise<ScreeningPolicy> {
    const changed = toColumns(patch);
    // One upsert: a new row starts from the defaults overlaid with the patch; an existing row has
    // only the patched columns set, so concurrent updates of different fields do not undo each other.
    const row = await this.db
      .insertInto('policies')
      .values({ ...(toColumns(defaults) as Columns), ...changed, key_id: keyId, updated_at: atMs })
      .onConflict((oc) => oc.column('key_id').doUpdateSet({ ...changed, updated_at: atMs }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPolicy(row);
  }

  async reset(keyId: string): Promise<void> {
    await this.db.deleteFrom('policies').where('key_id', '=', keyId).execute();
  }
}
