/**
 * An OpenAI-compatible model on a loopback port, the model the wrapper stands in front of:
 * POST /v1/chat/completions and POST /v1/responses, each plain or streamed (server-sent events,
 * the answer split into small deltas). The answer text comes from `reply`; every request is kept.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  /** Base URL for an OpenAI client, ending in /v1. */
  baseURL: string;
  /** Requests received, in order, with their JSON bodies. */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** The answer text for a request; default a fixed benign sentence. */
  reply: (body: Record<string, unknown>) => string;
  close(): Promise<void>;
}

export const BENIGN_ANSWER = 'The capital of France is Paris.';

function pieces(text: string, size = 8): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function sse(response: ServerResponse, events: Array<{ event?: string; data: unknown }>): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) response.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
  response.end();
}

function chat(body: Record<string, unknown>, text: string, response: ServerResponse): void {
  const id = 'chatcmpl-fake';
  const model = String(body['model']);
  const created = 1_700_000_000;
  const usage = { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 };
  if (!body['stream']) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }], usage }));
    return;
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
  sse(response, [
    { data: chunk({ role: 'assistant', content: '' }, null) },
    ...pieces(text).map((p) => ({ data: chunk({ content: p }, null) })),
    { data: chunk({}, 'stop') },
    { data: { id, object: 'chat.completion.chunk', created, model, choices: [], usage } },
    { data: '[DONE]' },
  ]);
}

function responses(body: Record<string, unknown>, text: string, response: ServerResponse): void {
  const model = String(body['model']);
  const message = { type: 'message', id: 'msg_fake', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] };
  const done = {
    id: 'resp_fake',
    object: 'response',
    created_at: 1_700_000_000,
    status: 'completed',
    model,
    output: [message],
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    parallel_tool_calls: true,
    temperature: 1,
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    usage: { input_tokens: 12, output_tokens: 7, total_tokens: 19, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
  };
  if (!body['stream']) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(done));
    return;
  }
  let n = 0;
  const event = (type: string, rest: Record<string, unknown>) => ({ event: type, data: { type, sequence_number: n++, ...rest } });
  sse(response, [
    event('response.created', { response: { ...done, status: 'in_progress', output: [] } }),
    event('response.output_item.added', { output_index: 0, item: { ...message, status: 'in_progress', content: [] } }),
    ...pieces(text).map((delta) => event('response.output_text.delta', { item_id: 'msg_fake', output_index: 0, content_index: 0, delta, logprobs: [] })),
    event('response.output_text.done', { item_id: 'msg_fake', output_index: 0, content_index: 0, text, logprobs: [] }),
    event('response.output_item.done', { output_index: 0, item: message }),
    event('response.completed', { response: done }),
  ]);
}

export async function startFakeModel(): Promise<FakeModel> {
  const model: FakeModel = {
    baseURL: '',
    requests: [],
    reply: () => BENIGN_ANSWER,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    readJson(request)
      .then((body) => {
        const path = request.url ?? '';
        model.requests.push({ path, body });
        const text = model.reply(body);
        if (path === '/v1/chat/completions') return chat(body, text, response);
        if (path === '/v1/responses') return responses(body, text, response);
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${path}` } }));
      })
      .catch(() => {
        response.writeHead(400);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  model.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return model;
}
