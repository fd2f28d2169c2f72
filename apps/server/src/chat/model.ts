import type { CompletionOptions, CompletionRequest, CompletionResult, ConversationMessage } from '../llm/client.js';

/**
 * What chat needs from a model provider: one OpenAI-compatible chat completion with function tools.
 * `LlmClient.complete` is the implementation; tests may hand in any object of this shape. The
 * message and tool shapes are the client's own.
 */
export type { ToolCall, ToolDefinition } from '../llm/client.js';

export type ModelMessage = ConversationMessage;
export type ModelRequest = CompletionRequest;
export type ModelResult = CompletionResult;

export interface ToolModel {
  complete(request: ModelRequest, options?: CompletionOptions): Promise<ModelResult>;
}
