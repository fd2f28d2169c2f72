import { AppError } from '../../errors/catalogue.js';
import { ChatRequestSchema, ChatResponseSchema, type ChatRequest } from '../../chat/schemas.js';
import { principalOf } from '../plugins/guard.js';
import type { App, HttpDeps } from '../types.js';

export function chatSend(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/chat',
    {
      config: {
        scope: 'chat',
        precheck: async (request) => {
          if (!deps.chat) throw new AppError('service_unavailable', 'Chat is not set up on this service.');
          await deps.chat.check(principalOf(request).keyId, request.body as ChatRequest);
        },
      },
      schema: {
        operationId: 'chat',
        summary: 'Chat about media, prompt safety or content evaluation',
        description:
          'Answers a message, keeping the conversation under `conversation_id`: the one the request names (an earlier answer\'s, or one the client chooses; an unknown or expired one starts a new conversation), else a new one. Conversation ids belong to the key: the same id under another key is another conversation. The message is screened first: a high-risk or critical one (or one the key\'s policy blocks) never reaches a model, and the answer explains the screening. With a model provider configured, the model answers and may call the service\'s screening, URL analysis and prompt evaluation as tools; without one, the service answers itself (`model: "parapet-local"`) by explaining the screening of the message and the analysis of its first URL. URLs are fetched and analysed only for a key that also holds the scope `analyze`. Conversations expire after a configurable time without messages (default 24 hours); see docs/chat.md.',
        tags: ['chat'],
        body: ChatRequestSchema,
        response: {
          200: ChatResponseSchema,
          503: { $ref: 'ErrorBody#', description: 'The model provider could not answer; the conversation is unchanged' },
        },
      },
    },
    async (request) => {
      if (!deps.chat) throw new AppError('service_unavailable', 'Chat is not set up on this service.');
      const principal = principalOf(request);
      return deps.chat.send(principal.keyId, request.body, { analyze: principal.scopes.includes('analyze') });
    },
  );
}
