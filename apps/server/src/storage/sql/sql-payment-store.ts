import type { Kysely, Selectable } from 'kysely';
import type { PaymentClaim, PaymentRecord, PaymentStore } from '../types.js';
import type { Database, PaymentsTable } from './schema.js';

function toRecord(row: Selectable<PaymentsTable>): PaymentRecord {
  return {
    id: row.id,
    token: row.token,
    state: row.state === 'settled' ? 'settled' : 'pending',
    payer: row.payer,
    network: row.network,
    asset: row.asset,
    amount: row.amount,
    route: row.route,
    transaction: row.tx_hash,
    claimedAtMs: Number(row.claimed_at),
    leaseExpiresAtMs: Number(row.lease_expires_at),
    settledAtMs: row.settled_at === null ? null : Number(row.settled_at),
  };
}

export class SqlPaymentStore implements PaymentStore {
  constructor(private readonly db: Kysely<Database>) {}

  async claim(c: PaymentClaim, nowMs: number): Promise<'claimed' | 'in_flight' | 'settled'> {
    const values = {
      id: c.id,
      token: c.token,
      state: 'pending',
      payer: c.payer,
      network: c.network,
      asset: c.asset,
      amount: c.amount,
      route: c.route,
      tx_hash: null,
      claimed_at: c.claimedAtMs,
      lease_expires_at: c.leaseExpiresAtMs,
      settled_at: null,
    };
    // One statement: insert, or take over an abandoned pending claim. A live or settled claim is
    // left alone, and the row that comes back then carries another request's token (or none).
    const row = await this.db
      .insertInto('payments')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ token: c.token, route: c.route, claimed_at: c.claimedAtMs, lease_expires_at: c.leaseExpiresAtMs })
          .where('payments.state', '=', 'pending')
          .where('payments.lease_expires_at', '<=', nowMs),
      )
      .returning('token')
      .executeTakeFirst();
    if (row?.token === c.token) return 'claimed';
    const existing = await this.db.selectFrom('payments').select('state').where('id', '=', c.id).executeTakeFirst();
    return existing?.state === 'settled' ? 'settled' : 'in_flight';
  }

  async settle(id: string, token: string, transaction: string, atMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ state: 'settled', tx_hash: transaction, settled_at: atMs })
      .where('id', '=', id)
      .where('token', '=', token)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async release(id: string, token: string): Promise<void> {
    await this.db.deleteFrom('payments').where('id', '=', id).where('token', '=', token).where('state', '=', 'pending').execute();
  }

  async get(id: string): Promise<PaymentRecord | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }
}
