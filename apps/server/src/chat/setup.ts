import type { Engine } from '@parapet/engine';
import type { PageReader } from '../analysis/page-reader.js';
import { createAnalyzer, type AnalysisSetupOptions } from '../analysis/setup.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config/schema.js';
import type { EvaluationService } from '../evaluation/service.js';
import { LlmClient } from '../llm/client.js';
import type { ScreeningService } from '../screening/service.js';
import type { ConversationStore } from '../storage/types.js';
import { ChatService } from './service.js';

export interface ChatSetup {
  engine: Engine;
  screening: ScreeningService;
  evaluation: EvaluationService;
  conversations: ConversationStore;
  clock: Clock;
  /** Reads fetched pages off the main thread (shared with the analysis jobs). */
  pages: PageReader;
  /** DNS and ratings directory of the URL analysis (tests). */
  analysis?: AnalysisSetupOptions | undefined;
  onPurgeError?: (error: unknown) => void;
}

/**
 * Builds the chat service from the configuration: the URL analysis with the same fetch limits as
 * POST /v1/analyze (run in-line, not as a job: chat answers at once), and the model provider when
 * one is configured.
 */
export function createChatService(config: Config, setup: ChatSetup): ChatService {
  const { llm, chat } = config;
  // Chat analyses at depth quick or standard, which never ask the model.
  const analyzer = createAnalyzer(config, setup.engine, setup.pages, { ...setup.analysis, factualAccuracy: false });
  return new ChatService({
    screening: setup.screening,
    evaluation: setup.evaluation,
    analyzer,
    conversations: setup.conversations,
    clock: setup.clock,
    retentionMs: chat.retentionMs,
    timeoutMs: chat.timeoutMs,
    model: llm.baseUrl
      ? {
          client: new LlmClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, timeoutMs: chat.timeoutMs }),
          defaultModel: chat.model,
          maxToolRounds: chat.maxToolRounds,
        }
      : undefined,
    ...(setup.onPurgeError ? { onPurgeError: setup.onPurgeError } : {}),
  });
}
