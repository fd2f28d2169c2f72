/**
 * What chat needs from a model provider: one OpenAI-compatible chat completion with function tools.
 * `LlmClient.complete` is the implementation; tests may hand in any object of this shape.
 */

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The raw JSON text the model wrote. */
  arguments: string;
}

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ModelRequest {
  model: string;
  messages: ModelMessage[];
  temperature: number;
  maxTokens: number;
  tools?: ToolDefinition[];
}

export type ModelResult =
  | { ok: true; content: string; toolCalls: ToolCall[]; finishReason: string; model: string; attempts: number }
  | { ok: false; kind: string; reason: string; status?: number };

export interface ToolModel {
  complete(request: ModelRequest, options?: { signal?: AbortSignal }): Promise<ModelResult>;
}
