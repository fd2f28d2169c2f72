/**
 * A scripted OpenAI-compatible provider on a loopback port. Each POST /chat/completions takes the
 * next step of the script (or the default step when the script is empty); GET /models answers the
 * `models` list. Every request is recorded with its headers and parsed body.
 *
 * Requests that declare `tools` (an agent, as in sandbox execution) take their steps from a
 * separate agent script, so judge calls and agent calls can be scripted independently.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Verdict {
  injection_probability: unknown;
  category: unknown;
  reason: unknown;
}

export type Step =
  /** 200 with the verdict as the message content. */
  | { kind: 'verdict'; verdict: Partial<Verdict> | Record<string, unknown> }
  /** 200 with this exact message content (malformed JSON, prose, ...). */
  | { kind: 'content'; content: string }
  /** Never answers; the socket stays open until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** An error status with an OpenRouter-style error body, and Retry-After when given. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** 200 whose choice has finish_reason "error" (a failure after generation started). */
  | { kind: 'finish_error' }
  /** 200 with content computed from the request (e.g. echoing a secret of its system prompt). */
  | { kind: 'dynamic'; content: (body: ChatBody) => string }
  /** 200 whose message asks for tool calls (finish_reason "tool_calls"), with optional text; calls may be computed from the request. */
  | { kind: 'tool_calls'; calls: ToolCallStep[] | ((body: ChatBody) => ToolCallStep[]); content?: string };

export interface ToolCallStep {
  name: string;
  /** JSON text, as a model writes it. */
  arguments: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatBody | undefined;
}

export interface ChatBody {
  model: string;
  /** `content` is null on an assistant message that only carries `tool_calls`. */
  messages: Array<{ role: string; content: string; tool_calls?: unknown[]; tool_call_id?: string }>;
  temperature: number;
  max_tokens: number;
  tools?: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
  tool_choice?: unknown;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
  provider: { data_collection: string };
}

export const BENIGN: Verdict = { injection_probability: 0.02, category: 'none', reason: 'Ordinary question.' };
export const ATTACK: Verdict = { injection_probability: 0.97, category: 'prompt_injection', reason: 'Tells the agent to ignore its instructions.' };

export class FakeLlm {
  readonly requests: RecordedRequest[] = [];
  /** Entries of GET /models. */
  models: unknown[] = [];
  /** Status of GET /models; 200 by default. */
  modelsStatus = 200;
  defaultStep: Step = { kind: 'verdict', verdict: BENIGN };
  /** The step of a request with `tools` when the agent script is empty. */
  agentDefaultStep: Step = { kind: 'content', content: 'Done.' };
  private readonly script: Step[] = [];
  private readonly agentScript: Step[] = [];
  private readonly sockets = new Set<Socket>();
  private closed = false;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<FakeLlm> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return new FakeLlm(server, `http://127.0.0.1:${port}/api/v1`);
  }

  /** Queues steps for the next chat requests, in order. */
  enqueue(...steps: Step[]): void {
    this.script.push(...steps);
  }

  /** Queues steps for the next chat requests that declare tools (agent calls), in order. */
  enqueueAgent(...steps: Step[]): void {
    this.agentScript.push(...steps);
  }

  /** The recorded chat-completion requests that declared tools (agent calls). */
  get agentChats(): RecordedRequest[] {
    return this.chats.filter((r) => Array.isArray(r.body?.tools));
  }

  /** The recorded chat-completion requests. */
  get chats(): RecordedRequest[] {
    return this.requests.filter((r) => r.path.endsWith('/chat/completions'));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').replace(/\?.*$/, '');
      let body: ChatBody | undefined;
      try {
        body = raw ? (JSON.parse(raw) as ChatBody) : undefined;
      } catch {
        body = undefined;
      }
      this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.method === 'GET' && path === '/api/v1/models') {
        this.json(res, this.modelsStatus, this.modelsStatus === 200 ? { data: this.models } : { error: { code: this.modelsStatus, message: 'unavailable' } });
        return;
      }
      if (req.method !== 'POST' || path !== '/api/v1/chat/completions') {
        this.json(res, 404, { error: { code: 404, message: `no route ${req.method} ${path}` } });
        return;
      }
      const step = Array.isArray(body?.tools) ? (this.agentScript.shift() ?? this.agentDefaultStep) : (this.script.shift() ?? this.defaultStep);
      this.answer(step, res, body);
    });
  }

  private answer(step: Step, res: ServerResponse, body: ChatBody | undefined): void {
    const model = body?.model ?? 'unknown';
    switch (step.kind) {
      case 'hang':
        return;
      case 'status': {
        const headers: Record<string, string> = step.retryAfter === undefined ? {} : { 'retry-after': step.retryAfter };
        this.json(res, step.status, { error: { code: step.status, message: `scripted ${step.status}`, metadata: {} } }, headers);
        return;
      }
      case 'finish_error':
        this.json(res, 200, {
          id: 'gen-1',
          model,
          error: { code: 502, message: 'upstream provider failed mid-generation' },
          choices: [{ index: 0, finish_reason: 'error', message: { role: 'assistant', content: '{"injection_probab' } }],
        });
        return;
      case 'tool_calls':
        this.json(res, 200, {
          id: 'gen-1',
          object: 'chat.completion',
          model,
          choices: [
            {
              index: 0,
              finish_reason: 'tool_calls',
              message: {
                role: 'assistant',
                content: step.content ?? null,
                tool_calls: (typeof step.calls === 'function' ? step.calls(body ?? ({ messages: [] } as unknown as ChatBody)) : step.calls).map((c, i) => ({ id: `call_${i + 1}`, type: 'function', function: { name: c.name, arguments: c.arguments } })),
              },
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        });
        return;
      case 'verdict':
      case 'content':
      case 'dynamic': {
        const content =
          step.kind === 'verdict' ? JSON.stringify(step.verdict) : step.kind === 'dynamic' ? step.content(body ?? ({ messages: [] } as unknown as ChatBody)) : step.content;
        this.json(res, 200, {
          id: 'gen-1',
          object: 'chat.completion',
          model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        });
        return;
      }
    }
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
