import { Type, type Static } from '@fastify/type-provider-typebox';
import { ALLOWED_MODEL_IDS } from '../llm/models.js';

/** The `model` of an answer the service wrote itself, without a language model. */
export const LOCAL_MODEL = 'parapet-local';

export const LIMITS = Object.freeze({
  messageChars: 20_000,
  historyItems: 50,
  historyItemChars: 20_000,
  historyTotalChars: 200_000,
  /** Messages of a conversation the model sees before the new one. */
  contextMessages: 20,
  /** Messages a conversation keeps; older ones are deleted. */
  storedMessages: 100,
});

export const ChatHistoryItemSchema = Type.Object(
  {
    role: Type.Enum(['user', 'assistant'], { description: 'Who wrote the message' }),
    content: Type.String({ minLength: 1, maxLength: LIMITS.historyItemChars }),
  },
  { title: 'ChatHistoryItem', description: 'Unknown fields are ignored' },
);

export const ChatRequestSchema = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: LIMITS.messageChars, description: 'The new message; screened before anything else happens to it' }),
    model: Type.Optional(
      Type.Enum([...ALLOWED_MODEL_IDS], { description: 'Model to answer with (GET /v1/models); default: the configured chat model. Ignored when no model provider is configured' }),
    ),
    conversation_id: Type.Optional(
      Type.String({
        pattern: '^conv_[A-Za-z0-9_-]{1,64}$',
        description: 'Continue this conversation (returned by an earlier call with the same key); unknown, foreign or expired ids are 404. Omit to start a new one',
      }),
    ),
    history: Type.Optional(
      Type.Array(ChatHistoryItemSchema, {
        maxItems: LIMITS.historyItems,
        description: `Earlier messages, oldest first, to start a new conversation with (at most ${LIMITS.historyItems}, ${LIMITS.historyTotalChars} characters in all). Not allowed with conversation_id`,
      }),
    ),
  },
  { title: 'ChatRequest', description: 'Unknown fields are ignored' },
);

export const ChatResponseSchema = Type.Object(
  {
    response: Type.String({ description: 'The answer' }),
    conversation_id: Type.String({ description: 'Send it with the next message to continue the conversation' }),
    model: Type.String({ description: `The model that answered: an allowed model id, or "${LOCAL_MODEL}" when the service answered from its own screening and analysis` }),
  },
  { title: 'ChatResponse' },
);

export type ChatRequest = Static<typeof ChatRequestSchema>;
export type ChatReply = Static<typeof ChatResponseSchema>;
