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

/** A conversation id, the service's or the client's: 1 to 128 characters of a safe set. */
export const CONVERSATION_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

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
        pattern: CONVERSATION_ID_PATTERN,
        description:
          'The conversation to continue or start: an id an earlier answer gave, or one the client chooses (1 to 128 characters of A-Z a-z 0-9 . _ : -). Ids belong to the key: the same id under another key is another conversation. An unknown or expired id starts a new conversation under that id. Omit it to have the service choose one',
      }),
    ),
    history: Type.Optional(
      Type.Array(ChatHistoryItemSchema, {
        maxItems: LIMITS.historyItems,
        description: `Earlier messages, oldest first, to start a new conversation with (at most ${LIMITS.historyItems}, ${LIMITS.historyTotalChars} characters in all). Refused with the conversation_id of a conversation that exists`,
      }),
    ),
  },
  { title: 'ChatRequest', description: 'Unknown fields are ignored' },
);

export const ChatResponseSchema = Type.Object(
  {
    response: Type.String({ description: 'The answer' }),
    conversation_id: Type.String({ description: 'The conversation: the one the request named, or a new one the service chose. Send it with the next message to continue' }),
    model: Type.String({ description: `The model that answered: an allowed model id, or "${LOCAL_MODEL}" when the service answered from its own screening and analysis` }),
  },
  { title: 'ChatResponse' },
);

export type ChatRequest = Static<typeof ChatRequestSchema>;
export type ChatReply = Static<typeof ChatResponseSchema>;
