import type { Kysely, Selectable } from 'kysely';
import type {
  AppendOptions,
  ConversationMessage,
  ConversationRecord,
  ConversationRole,
  ConversationStore,
  NewConversation,
} from '../types.js';
import type { ConversationsTable, Database } from './schema.js';

function toRecord(row: Selectable<ConversationsTable>): ConversationRecord {
  return {
    id: row.id,
    keyId: row.key_id,
    createdAtMs: Number(row.created_at),
    updatedAtMs: Number(row.updated_at),
    expiresAtMs: Number(row.expires_at),
    messageCount: Number(row.message_count),
  };
}

function rows(conversationId: string, firstSeq: number, messages: readonly ConversationMessage[]) {
  return messages.map((m, i) => ({
    conversation_id: conversationId,
    seq: firstSeq + i,
    role: m.role,
    content: m.content,
    created_at: m.createdAtMs,
  }));
}

export class SqlConversationStore implements ConversationStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(conversation: NewConversation, messages: readonly ConversationMessage[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('conversations')
        .values({
          id: conversation.id,
          key_id: conversation.keyId,
          message_count: messages.length,
          created_at: conversation.createdAtMs,
          updated_at: conversation.createdAtMs,
          expires_at: conversation.expiresAtMs,
        })
        .execute();
      if (messages.length > 0) await tx.insertInto('conversation_messages').values(rows(conversation.id, 1, messages)).execute();
    });
  }

  async get(id: string, keyId: string, nowMs: number): Promise<ConversationRecord | null> {
    const row = await this.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', id)
      .where('key_id', '=', keyId)
      .where('expires_at', '>', nowMs)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async messages(id: string, keyId: string, nowMs: number, limit: number): Promise<ConversationMessage[]> {
    const found = await this.db
      .selectFrom('conversation_messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.role', 'm.content', 'm.created_at', 'm.seq'])
      .where('c.id', '=', id)
      .where('c.key_id', '=', keyId)
      .where('c.expires_at', '>', nowMs)
      .orderBy('m.seq', 'desc')
      .limit(Math.max(0, limit))
      .execute();
    return found
      .reverse()
      .map((r) => ({ role: r.role as ConversationRole, content: r.content, createdAtMs: Number(r.created_at) }));
  }

  append(id: string, keyId: string, messages: readonly ConversationMessage[], options: AppendOptions): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      // The increment claims the sequence numbers: PostgreSQL holds the row lock until commit and
      // SQLite serialises writers, so two appends never get the same numbers.
      const claimed = await tx
        .updateTable('conversations')
        .set((eb) => ({ message_count: eb('message_count', '+', messages.length), updated_at: options.nowMs, expires_at: options.expiresAtMs }))
        .where('id', '=', id)
        .where('key_id', '=', keyId)
        .where('expires_at', '>', options.nowMs)
        .returning('message_count')
        .executeTakeFirst();
      if (!claimed) return false;
      const last = Number(claimed.message_count);
      if (messages.length > 0) await tx.insertInto('conversation_messages').values(rows(id, last - messages.length + 1, messages)).execute();
      await tx
        .deleteFrom('conversation_messages')
        .where('conversation_id', '=', id)
        .where('seq', '<=', last - Math.max(0, options.keep))
        .execute();
      return true;
    });
  }

  purgeExpired(nowMs: number): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const expired = tx.selectFrom('conversations').select('id').where('expires_at', '<=', nowMs);
      await tx.deleteFrom('conversation_messages').where('conversation_id', 'in', expired).execute();
      const result = await tx.deleteFrom('conversations').where('expires_at', '<=', nowMs).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
