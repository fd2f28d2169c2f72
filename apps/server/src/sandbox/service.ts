import type { Category, Engine, TypedFlag, Verdict } from '@parapet/engine';
import { verdictFor } from '@parapet/engine';
import { AppError } from '../errors/catalogue.js';
import type { JobContext, JobQueue, JobRecord } from '../queue/types.js';
import type { ParseRequest } from '../screening/schemas.js';
import type { ScreeningStore } from '../storage/types.js';
import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, detonate, type AgentModel, type RecordedToolCall } from './agent.js';
import { assess } from './assess.js';
import { newCanaries } from './canary.js';
import type { ExecutionBody } from './schemas.js';

/** The job type of sandbox executions. */
export const SANDBOX_JOB = 'sandbox';

/** Extra time the queue gives a run past the sandbox's own deadline before it cuts the attempt. */
const QUEUE_GRACE_MS = 5000;

/** `agent_config` of the parse request. */
export type AgentConfig = NonNullable<ParseRequest['agent_config']>;

/** What the POST hands over: the request's text and agent, and what the parse answer decided. */
export interface SandboxSubmission {
  prompt: string;
  testInput?: string | undefined;
  agentConfig?: AgentConfig | undefined;
  /** The parse answer's score and effective threshold: the execution's risk starts there. */
  screeningRiskScore: number;
  threshold: number;
}

/**
 * What a sandbox job carries: everything a runner needs, on any instance, after a restart. The
 * canaries are not in it: each attempt plants fresh ones.
 */
interface SandboxJobPayload {
  prompt: string;
  test_input?: string;
  agent: { model: string; temperature: number; max_tokens: number; role?: string };
  screening_risk_score: number;
  threshold: number;
}

export interface ToolCallRecord extends RecordedToolCall {
  /** Always false: honeypot calls are recorded, answered with a stub, and never run. */
  executed: false;
}

/** What a sandbox job answers when it completes. */
interface SandboxJobResult {
  output: string;
  model: string;
  turns: number;
  finish_reason: string;
  tool_calls: ToolCallRecord[];
  canary_leaked: boolean;
  flags: TypedFlag[];
  categories: Category[];
  risk_score: number;
  safe: boolean;
  verdict: Verdict;
  execution_risk_score: number;
}

export interface SandboxServiceDeps {
  engine: Engine;
  /** The parse receipts: an execution belongs to the key whose receipt has its id. */
  screenings: ScreeningStore;
  /** The agent's model provider; without it the sandbox is unavailable. */
  model?: AgentModel | undefined;
  /** Where executions run; without it the sandbox is unavailable. */
  jobs?: JobQueue | undefined;
  /** Deadline of one execution, every model turn included. */
  timeoutMs: number;
  maxTurns: number;
  /** Agent model when `agent_config.model` is absent. */
  defaultModel: string;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Sandbox execution: the untrusted prompt is run by an agent model in the job runner, away from the
 * request, with fresh canary secrets in its system prompt and honeypot tools that are recorded and
 * never executed. The answer is screened with the engine's output screening; leaked canaries and
 * honeypot calls raise the risk.
 *
 * An execution's id is its job's id, and the parse answer that requested it is recorded under the
 * same id: the receipt says which key may read it, the job says where it stands.
 */
export class SandboxService {
  constructor(private readonly deps: SandboxServiceDeps) {}

  /** Whether executions can run here: a model provider and a job queue are configured. */
  get available(): boolean {
    return this.deps.model !== undefined && this.deps.jobs !== undefined;
  }

  /** Registers the job handler; call before the queue's runner starts. */
  registerJobs(jobs: JobQueue): void {
    jobs.register(SANDBOX_JOB, (payload, context) => this.run(payload as SandboxJobPayload, context));
  }

  /** Stores the execution as a pending job and answers its id, which the parse answer takes as its own. */
  async submit(submission: SandboxSubmission): Promise<string> {
    const jobs = this.deps.jobs;
    if (!jobs || !this.deps.model) {
      throw new AppError('sandbox_unavailable', 'Sandbox execution needs a model provider to run the agent, and none is configured on this service; send execute false or "auto", or configure PARAPET_LLM_API_KEY or PARAPET_LLM_BASE_URL.');
    }
    const config = submission.agentConfig ?? {};
    const payload: SandboxJobPayload = {
      prompt: submission.prompt,
      ...(submission.testInput !== undefined ? { test_input: submission.testInput } : {}),
      agent: {
        model: config.model ?? this.deps.defaultModel,
        temperature: config.temperature ?? DEFAULT_TEMPERATURE,
        max_tokens: config.max_tokens ?? DEFAULT_MAX_TOKENS,
        ...(config.agent_role !== undefined ? { role: config.agent_role } : {}),
      },
      screening_risk_score: submission.screeningRiskScore,
      threshold: submission.threshold,
    };
    // One attempt: a run has no side effects to finish, and a second one would double the wait
    // past the time-out. A run lost to a crash is failed with the queue's reason.
    const job = await jobs.enqueue(SANDBOX_JOB, payload, { maxAttempts: 1, timeoutMs: this.deps.timeoutMs + QUEUE_GRACE_MS });
    return job.id;
  }

  /** The execution of parse answer `id` for this key; 404 for unknown ids, other keys' ids and expired results. */
  async get(keyId: string, id: string): Promise<ExecutionBody> {
    const notFound = new AppError('not_found', `No sandbox execution "${id.slice(0, 100)}" for this key: the id is unknown, belongs to another key, did not request execution, or its result has expired.`);
    const receipt = await this.deps.screenings.get(id, keyId);
    if (!receipt || receipt.kind !== 'parse') throw notFound;
    const job: JobRecord | null = this.deps.jobs ? await this.deps.jobs.get(id) : null;
    if (!job || job.type !== SANDBOX_JOB) throw notFound;
    const base = {
      id,
      status: job.status,
      risk_score: receipt.riskScore,
      safe: receipt.safe,
      verdict: verdictFor(receipt.riskScore),
      screening_risk_score: receipt.riskScore,
      created_at: iso(job.createdAt),
    };
    if (job.status === 'pending') return base;
    if (job.status === 'failed') {
      const error = job.error ?? 'the execution failed';
      return {
        ...base,
        execution: { output: '', isolated: true, sandbox_status: /timed out/i.test(error) ? 'timeout' : 'error' },
        error,
        completed_at: iso(job.updatedAt),
      };
    }
    const r = job.result as SandboxJobResult;
    return {
      ...base,
      risk_score: r.risk_score,
      safe: r.safe,
      verdict: r.verdict,
      execution: { output: r.output, isolated: true, sandbox_status: 'success', model: r.model, turns: r.turns, finish_reason: r.finish_reason },
      execution_risk_score: r.execution_risk_score,
      canary_leaked: r.canary_leaked,
      tool_calls: r.tool_calls,
      flags: r.flags,
      categories: r.categories,
      completed_at: iso(job.updatedAt),
    };
  }

  /** One execution. Safe to run again after a crash: it has no side effects and plants new canaries. */
  private async run(payload: SandboxJobPayload, context: JobContext): Promise<SandboxJobResult> {
    const model = this.deps.model;
    if (!model) throw new Error('no model provider is configured on the instance that ran the execution');
    const { timeoutMs } = this.deps;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([deadline, context.signal]);
    const canaries = newCanaries();
    let agentRun;
    try {
      agentRun = await detonate(model, {
        prompt: payload.prompt,
        testInput: payload.test_input,
        agent: { model: payload.agent.model, role: payload.agent.role, temperature: payload.agent.temperature, maxTokens: payload.agent.max_tokens },
        canaries,
        maxTurns: this.deps.maxTurns,
        signal,
      });
    } catch (error) {
      if (deadline.aborted) throw new Error(`the sandbox execution timed out after ${timeoutMs} ms: the agent model did not finish in time`);
      throw error;
    }
    const assessment = assess(this.deps.engine, agentRun, canaries, payload.screening_risk_score, payload.threshold);
    return {
      output: agentRun.output,
      model: agentRun.model,
      turns: agentRun.turns,
      finish_reason: agentRun.finishReason,
      tool_calls: agentRun.toolCalls.map((c) => ({ ...c, executed: false as const })),
      canary_leaked: assessment.canary_leaked,
      flags: assessment.flags,
      categories: assessment.categories,
      risk_score: assessment.risk_score,
      safe: assessment.safe,
      verdict: assessment.verdict,
      execution_risk_score: assessment.execution_risk_score,
    };
  }
}
