import { createHash } from 'node:crypto';
import type { AnalysisOutcome, Analyzer } from '../analysis/analyze.js';
import { isAllowedModel } from '../llm/models.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/catalogue.js';
import { LOCAL_EVALUATORS } from '../evaluation/registry.js';
import type { EvaluationService } from '../evaluation/service.js';
import { newId } from '../ids.js';
import type { ParseResponse } from '../screening/schemas.js';
import type { ScreeningService } from '../screening/service.js';
import type { ConversationMessage, ConversationRole, ConversationStore } from '../storage/types.js';
import { runAgent } from './agent.js';
import { explainAnalysis, explainBlocked, explainScreening, isBlocked } from './explain.js';
import type { ToolModel } from './model.js';
import { LIMITS, LOCAL_MODEL, type ChatReply, type ChatRequest } from './schemas.js';
import type { ToolRunners } from './tools.js';

/**
 * POST /v1/chat. Every message is screened first; a blocked one (high_risk, critical, or blocked by
 * the key's policy) is answered with the screening, in plain words, and goes no further. Otherwise
 * the configured model answers with the service's functions as tools, or, with no model provider,
 * the service answers itself from its screening and URL analysis. Conversations are kept per key
 * and expire after a period without messages (docs/chat.md).
 */

const PURGE_INTERVAL_MS = 60_000;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/i;

/** What the caller's key may do besides chat. */
export interface ChatAccess {
  /** The key has the `analyze` scope: the turn may fetch and analyse URLs. */
  analyze: boolean;
}

export interface ChatModelConfig {
  client: ToolModel;
  /** Used when a request names no model. */
  defaultModel: string;
  maxToolRounds: number;
}

export interface ChatServiceDeps {
  screening: ScreeningService;
  evaluation: EvaluationService;
  analyzer: Analyzer;
  conversations: ConversationStore;
  clock: Clock;
  /** A conversation expires this long after its last message. */
  retentionMs: number;
  /** Deadline of one turn: every model call and tool run included. */
  timeoutMs: number;
  /** The model provider; absent when none is configured. */
  model?: ChatModelConfig | undefined;
  /** Reports a failed clean-up of expired conversations (it is retried later). */
  onPurgeError?: (error: unknown) => void;
}

/** The first http(s) URL of a text, without the punctuation that usually follows one in prose. */
export function firstUrl(text: string): string | undefined {
  const match = URL_PATTERN.exec(text);
  if (!match) return undefined;
  let url = match[0];
  while (/[.,;:!?)\]}]$/.test(url)) url = url.slice(0, -1);
  return url;
}

/** What a conversation keeps of a text that screening blocked: the result, never the text. */
function withheld(screening: ParseResponse): string {
  return `[withheld: blocked by screening, ${screening.verdict} ${screening.risk_score.toFixed(1)}/10]`;
}

function validationError(detail: string): AppError {
  return new AppError('validation_failed', detail);
}

export class ChatService {
  private lastPurgeMs = -Infinity;

  constructor(private readonly deps: ChatServiceDeps) {}

  /** Whether answers come from a model (true) or from the service itself. */
  get usesModel(): boolean {
    return this.deps.model !== undefined;
  }

  /**
   * The refusals of a chat request that come before any work (limits, a model off the allowlist,
   * history sent for a conversation that already holds one): no model call, no URL fetched. Run
   * before a paid request's payment is settled; `send` checks the same again.
   */
  async check(keyId: string, request: ChatRequest): Promise<void> {
    this.validate(request);
    if (request.conversation_id !== undefined) await this.locate(keyId, request, this.deps.clock.now());
  }

  /**
   * Answers one message. `access.analyze` says whether the key also has the `analyze` scope: only
   * then does the turn fetch and analyse URLs (chat alone never makes the service fetch).
   */
  async send(keyId: string, request: ChatRequest, access: ChatAccess): Promise<ChatReply> {
    this.validate(request);
    const now = this.deps.clock.now();
    await this.purge(now);

    // A conversation id is the client's or a new one; under another key the same id is another conversation.
    const conversationId = request.conversation_id ?? newId('conversation');
    const { storageId, found } =
      request.conversation_id === undefined ? { storageId: conversationStorageId(keyId, conversationId), found: false } : await this.locate(keyId, request, now);
    let context: Array<{ role: ConversationRole; content: string }> = found
      ? (await this.deps.conversations.messages(storageId, keyId, now, LIMITS.contextMessages)).map(({ role, content }) => ({ role, content }))
      : [];

    // A new conversation may bring its earlier messages (`history`); they reach the model too, so
    // they are screened like the message, on the local layers.
    const seeded: ConversationMessage[] = [];
    let blockedBy: { screening: ParseResponse; subject: string } | undefined;
    for (const [i, item] of (request.history ?? []).entries()) {
      const { body } = await this.deps.screening.parse(keyId, { prompt: item.content, mode: 'pattern-only', metadata: { source_kind: 'user' } });
      const blocked = isBlocked(body);
      if (blocked && !blockedBy) blockedBy = { screening: body, subject: `history[${i}]` };
      seeded.push({ role: item.role, content: blocked ? withheld(body) : item.content, createdAtMs: now });
      if (!blocked) context.push({ role: item.role, content: item.content });
    }
    context = context.slice(-LIMITS.contextMessages);

    const { body: screening } = await this.deps.screening.parse(keyId, { prompt: request.message, metadata: { source_kind: 'user' } });
    const messageBlocked = isBlocked(screening);
    if (messageBlocked) blockedBy = { screening, subject: 'your message' };

    let response: string;
    let model: string;
    if (blockedBy) {
      response = explainBlocked(blockedBy.screening, blockedBy.subject);
      model = LOCAL_MODEL;
    } else if (this.deps.model) {
      model = request.model ?? this.deps.model.defaultModel;
      response = await this.askModel(keyId, access, this.deps.model, model, context, request.message, screening);
    } else {
      model = LOCAL_MODEL;
      response = await this.answerLocally(request.message, screening, access);
    }

    const done = this.deps.clock.now();
    const turn: ConversationMessage[] = [
      ...seeded,
      { role: 'user', content: messageBlocked ? withheld(screening) : request.message, createdAtMs: now },
      { role: 'assistant', content: response, createdAtMs: done },
    ];
    await this.save(storageId, keyId, turn, now, done);
    return { response, conversation_id: conversationId, model };
  }

  /**
   * Where the request's conversation is stored, and whether it exists (for this key, unexpired).
   * History may only start a conversation: sent for one that exists, it is refused.
   */
  private async locate(keyId: string, request: ChatRequest, now: number): Promise<{ storageId: string; found: boolean }> {
    const id = request.conversation_id!;
    let storageId = conversationStorageId(keyId, id);
    let found = (await this.deps.conversations.get(storageId, keyId, now)) !== null;
    // Conversations started before ids were scoped to their key are stored under the id itself.
    if (!found && id.startsWith('conv_') && (await this.deps.conversations.get(id, keyId, now))) {
      storageId = id;
      found = true;
    }
    if (found && (request.history ?? []).length > 0) {
      throw validationError(
        'field "history" cannot be sent with the conversation_id of an existing conversation: it already holds its history. Send history only to start a new conversation.',
      );
    }
    return { storageId, found };
  }

  /**
   * Appends the turn to the conversation, or starts it with the turn. A conversation that expired
   * meanwhile starts again under the same id; one that a concurrent request started is appended to.
   */
  private async save(storageId: string, keyId: string, turn: readonly ConversationMessage[], now: number, done: number): Promise<void> {
    const conversations = this.deps.conversations;
    const expiresAtMs = done + this.deps.retentionMs;
    const options = { nowMs: done, expiresAtMs, keep: LIMITS.storedMessages };
    if (await conversations.append(storageId, keyId, turn, options)) return;
    const start = () => conversations.create({ id: storageId, keyId, createdAtMs: now, expiresAtMs }, turn.slice(-LIMITS.storedMessages));
    try {
      await start();
    } catch (error) {
      // The id is taken: by a request that started this conversation meanwhile, or by an expired one not yet purged.
      if (await conversations.append(storageId, keyId, turn, options)) return;
      await conversations.purgeExpired(done);
      await start().catch(() => {
        throw error;
      });
    }
  }

  private validate(request: ChatRequest): void {
    if (request.message.length > LIMITS.messageChars) {
      throw validationError(`field "message" must have at most ${LIMITS.messageChars} characters`);
    }
    if (request.model !== undefined && !isAllowedModel(request.model)) {
      throw validationError(`field "model": ${JSON.stringify(request.model.slice(0, 100))} is not an allowed model; GET /v1/models lists them`);
    }
    const history = request.history ?? [];
    const total = history.reduce((sum, item) => sum + item.content.length, 0);
    if (total > LIMITS.historyTotalChars) {
      throw validationError(`field "history" holds ${total} characters; at most ${LIMITS.historyTotalChars} in all`);
    }
  }

  private async purge(now: number): Promise<void> {
    if (now - this.lastPurgeMs < PURGE_INTERVAL_MS) return;
    this.lastPurgeMs = now;
    try {
      await this.deps.conversations.purgeExpired(now);
    } catch (error) {
      // Expired conversations are unreadable anyway; deletion is retried at the next interval.
      this.deps.onPurgeError?.(error);
    }
  }

  private runners(keyId: string, access: ChatAccess): ToolRunners {
    return {
      screen: async (text, sourceKind) => (await this.deps.screening.parse(keyId, { prompt: text, metadata: { source_kind: sourceKind } })).body,
      analyze: access.analyze ? (url, depth, signal) => this.deps.analyzer.analyzeUrl(url, depth, { signal }) : undefined,
      evaluate: async (prompt) => {
        // The local evaluators answer at once; a turn does not wait for a job.
        const submitted = await this.deps.evaluation.evaluate(keyId, { prompt, evaluators: [...LOCAL_EVALUATORS] });
        if (submitted.status !== 200 || !submitted.body.results) throw new Error('the evaluation did not complete at once');
        return submitted.body.results;
      },
    };
  }

  private async askModel(
    keyId: string,
    access: ChatAccess,
    config: ChatModelConfig,
    model: string,
    context: Array<{ role: ConversationRole; content: string }>,
    message: string,
    screening: ParseResponse,
  ): Promise<string> {
    const result = await runAgent(
      { model, context, message, screening },
      { client: config.client, runners: this.runners(keyId, access), maxToolRounds: config.maxToolRounds, signal: AbortSignal.timeout(this.deps.timeoutMs) },
    );
    if (!result.ok) {
      throw new AppError('service_unavailable', `The model provider could not answer: ${result.reason}. Nothing was added to the conversation; retry later.`);
    }
    return result.content;
  }

  private async answerLocally(message: string, screening: ParseResponse, access: ChatAccess): Promise<string> {
    const url = firstUrl(message);
    const parts = [
      `This answer comes from Parapet's own screening${url && access.analyze ? ' and URL analysis' : ''}; no language model is configured on this service.`,
      explainScreening(screening),
    ];
    if (url && !access.analyze) {
      parts.push(`The page at ${url} was not fetched: this API key lacks the "analyze" scope, which URL analysis needs.`);
    } else if (url) {
      let outcome: AnalysisOutcome | undefined;
      try {
        outcome = await this.deps.analyzer.analyzeUrl(url, 'quick', { signal: AbortSignal.timeout(this.deps.timeoutMs) });
      } catch (error) {
        parts.push(`The page at ${url} could not be analysed: ${error instanceof Error ? error.message : 'unexpected failure'}.`);
      }
      if (outcome) parts.push(explainAnalysis(outcome));
    }
    return parts.join('\n\n');
  }
}

/**
 * The stored id of a conversation: the key's own namespace, so that two keys choosing the same id
 * hold two conversations, and no id names another key's.
 */
export function conversationStorageId(keyId: string, conversationId: string): string {
  return `cv_${createHash('sha256').update(`${keyId}\n${conversationId}`, 'utf8').digest('base64url')}`;
}
