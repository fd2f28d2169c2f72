import { createHash, timingSafeEqual } from 'node:crypto';
import type { Decision, Engine, InputScreening, OutputScreening, PolicyMode, RequesterTrust, SourceKind, TrustVerification } from '@parapet/engine';
import { SOURCE_KINDS } from '@parapet/engine';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/catalogue.js';
import { newId } from '../ids.js';
import type { ScreeningRecord, ScreeningStore } from '../storage/types.js';
import type { PolicyService } from './policy.js';

export interface ParseMetadata {
  agent_id?: string;
  session_id?: string;
  source?: string;
  source_kind?: SourceKind;
  trust_level?: string;
  requester_trust?: RequesterTrust;
  requester_id?: string;
  channel?: string;
  subject?: string;
  conversation_context?: string;
}

export interface ParseRequest {
  prompt: string;
  mode?: 'full' | 'pattern-only';
  execute?: boolean | 'auto';
  model?: string;
  policy_mode?: PolicyMode;
  bypass_codeword?: string;
  bypass_codewordstring?: string;
  test_input?: string;
  agent_config?: Record<string, unknown>;
  metadata?: ParseMetadata;
}

export interface ScreenOutputRequest {
  output: string;
  context?: string;
  canary?: string;
}

export interface TrustRequest {
  source_agent: string;
  message: string;
  context?: string;
}

export type ParseResponse = Omit<Decision, 'approval_request'> & {
  id: string;
  trace_id: string;
  approval_request?: Decision['approval_request'];
  analysis_method: 'pattern' | 'pattern+llm' | 'pattern_only';
  layers: { pattern: string; llm: string };
  degraded?: boolean;
  degraded_reason?: 'llm_failed' | 'llm_disabled';
  latency_ms: number;
};

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** `source: "user_input"` is the older spelling of `source_kind: "user"`; a known kind given as `source` counts too. */
export function sourceKindOf(metadata: ParseMetadata | undefined): SourceKind | undefined {
  if (!metadata) return undefined;
  if (metadata.source_kind) return metadata.source_kind;
  if (metadata.source === 'user_input') return 'user';
  return SOURCE_KINDS.find((k) => k === metadata.source);
}

/** Screens text with the engine, applies the key's policy and keeps a receipt of every answer. */
export class ScreeningService {
  constructor(
    private readonly engine: Engine,
    private readonly store: ScreeningStore,
    private readonly policies: PolicyService,
    private readonly clock: Clock,
    private readonly options: { bypassCodeword: string | undefined },
  ) {}

  private bypassMatches(request: ParseRequest): boolean {
    const given = request.bypass_codeword ?? request.bypass_codewordstring;
    const configured = this.options.bypassCodeword;
    return configured !== undefined && given !== undefined && sameSecret(given, configured);
  }

  async parse(keyId: string, request: ParseRequest): Promise<{ body: ParseResponse; bypassUsed: boolean }> {
    if (request.execute !== undefined && request.execute !== false && request.mode === 'pattern-only') {
      throw new AppError('validation_failed', 'field "execute" cannot be combined with mode "pattern-only": sandbox execution sends the prompt to a model.');
    }
    if (request.execute === true) {
      throw new AppError('validation_failed', 'field "execute": sandbox execution is not available on this service yet; send execute false or "auto".');
    }
    const started = performance.now();
    const policy = await this.policies.get(keyId);
    const metadata = request.metadata;
    const sourceKind = sourceKindOf(metadata);
    const bypassUsed = this.bypassMatches(request);
    const screening: InputScreening = this.engine.screenInput(request.prompt, {
      policy,
      ...(request.policy_mode ? { policyMode: request.policy_mode } : {}),
      ...(sourceKind ? { sourceKind } : {}),
      ...(metadata?.requester_trust ? { requesterTrust: metadata.requester_trust } : {}),
      ...(metadata?.channel ? { channel: metadata.channel } : {}),
      bypass: bypassUsed,
    });
    const patternOnly = request.mode === 'pattern-only';
    const id = newId('screening');
    const body: ParseResponse = {
      id,
      trace_id: id,
      risk_score: screening.risk_score,
      safe: screening.safe,
      verdict: screening.verdict,
      flags: screening.flags,
      categories: screening.categories,
      policy: screening.policy,
      suggested_action: screening.suggested_action,
      ...(screening.approval_request ? { approval_request: screening.approval_request } : {}),
      analysis_method: patternOnly ? 'pattern_only' : 'pattern',
      layers: { pattern: 'ran', llm: patternOnly ? 'skipped_pattern_only' : 'disabled' },
      ...(patternOnly ? {} : { degraded: true, degraded_reason: 'llm_disabled' }),
      latency_ms: Math.round((performance.now() - started) * 100) / 100,
    };
    await this.record(id, keyId, 'parse', request.prompt, screening.risk_score, screening.verdict, body);
    return { body, bypassUsed };
  }

  async screenOutput(keyId: string, request: ScreenOutputRequest): Promise<OutputScreening & { id: string }> {
    const policy = await this.policies.get(keyId);
    const result = this.engine.screenOutput(request.output, {
      threshold: policy.autoBlockThreshold,
      ...(request.canary ? { canary: request.canary } : {}),
    });
    const id = newId('screening');
    const body = { id, ...result };
    await this.record(id, keyId, 'output', request.output, result.risk_score, result.verdict, body);
    return body;
  }

  async verifyAgent(keyId: string, request: TrustRequest): Promise<TrustVerification & { id: string }> {
    const result = this.engine.verifyAgentMessage(request);
    const id = newId('screening');
    const body = { id, ...result };
    await this.record(id, keyId, 'trust', request.message, result.risk_score, result.recommendation, body);
    return body;
  }

  private record(id: string, keyId: string, kind: ScreeningRecord['kind'], text: string, riskScore: number, verdict: string, result: unknown): Promise<void> {
    return this.store.record({
      id,
      keyId,
      kind,
      textSha256: sha256(text),
      textLength: text.length,
      riskScore,
      verdict,
      result,
      createdAtMs: this.clock.now(),
    });
  }
}
