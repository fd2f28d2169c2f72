import { Piscina } from 'piscina';
import type { AgentMessage, Engine, InputScreening, OutputOptions, ScreenInputOptions } from '@parapet/engine';
import type { EngineTask, EngineWorkerData } from './engine-worker.js';

/**
 * Screens long texts off the main thread. Screening is synchronous work that grows with the text
 * (about 20-30 ms of one core at 50,000 characters); on the event loop that time is taken from
 * every other request. Texts of at least `minChars` characters go to a worker thread holding the same
 * engine (the same rules and classifier weights); shorter ones, where a thread hop would cost more
 * than the work, are screened here.
 *
 * The thread starts on the first long text, not with the service: until it has warmed up (about a
 * second), long texts are screened here as before, so no request waits for it, and a service that
 * never sees one starts no thread. A worker that fails is reported and its text screened here.
 */
export interface EngineWorkersOptions {
  /** Texts of at least this many characters go to the worker; 0: none does. */
  minChars: number;
  classifierDir: string;
  /** Told when the worker fails (it could not start, say); the text is then screened on the main thread. */
  onWorkerError?: (error: unknown) => void;
}

const RESTART_AFTER_MS = 60_000;

type OutputScreening = ReturnType<Engine['screenOutput']>;
type TrustVerification = ReturnType<Engine['verifyAgentMessage']>;

function workerFile(): string {
  // The service runs from compiled JavaScript; tests run the TypeScript sources.
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./engine-worker${ext}`, import.meta.url).href;
}

export class EngineWorkers {
  private pool: Piscina | undefined;
  private ready = false;
  /** When a worker last failed: none is started again for a minute after. */
  private failedAt = Number.NEGATIVE_INFINITY;
  private starting: Promise<void> | undefined;
  /** Texts screened by the worker so far. */
  offloaded = 0;

  constructor(
    private readonly engine: Engine,
    private readonly options: EngineWorkersOptions,
  ) {}

  screenInput(text: string, options: ScreenInputOptions): Promise<InputScreening> | InputScreening {
    if (!this.wants(text.length)) return this.engine.screenInput(text, options);
    return this.run({ surface: 'input', text, options }, () => this.engine.screenInput(text, options)) as Promise<InputScreening>;
  }

  screenOutput(text: string, options: OutputOptions): Promise<OutputScreening> | OutputScreening {
    if (!this.wants(text.length)) return this.engine.screenOutput(text, options);
    return this.run({ surface: 'output', text, options }, () => this.engine.screenOutput(text, options)) as Promise<OutputScreening>;
  }

  verifyAgentMessage(message: AgentMessage): Promise<TrustVerification> | TrustVerification {
    if (!this.wants(message.message.length)) return this.engine.verifyAgentMessage(message);
    return this.run({ surface: 'agent', message }, () => this.engine.verifyAgentMessage(message)) as Promise<TrustVerification>;
  }

  /** Whether a text this long goes to the worker; starts the worker on the first one. */
  private wants(length: number): boolean {
    if (this.options.minChars <= 0 || length < this.options.minChars) return false;
    if (!this.ready) {
      this.start();
      return false;
    }
    return true;
  }

  private start(): void {
    if (this.starting || performance.now() - this.failedAt < RESTART_AFTER_MS) return;
    const data: EngineWorkerData = { classifierDir: this.options.classifierDir };
    const pool = new Piscina({ filename: workerFile(), workerData: data, minThreads: 1, maxThreads: 1, idleTimeout: Number.POSITIVE_INFINITY });
    pool.on('error', (error: unknown) => this.fail(error));
    this.pool = pool;
    // A first task proves the thread loaded and warmed its engine.
    this.starting = pool
      .run({ surface: 'agent', message: { source_agent: 'warm-up', message: 'ready' } } satisfies EngineTask)
      .then(
        () => {
          if (this.pool === pool) this.ready = true;
        },
        (error: unknown) => this.fail(error),
      );
  }

  private async run<T>(task: EngineTask, here: () => T): Promise<T> {
    try {
      const result = (await this.pool!.run(task)) as T;
      this.offloaded++;
      return result;
    } catch (error) {
      this.fail(error);
      return here();
    }
  }

  /** A failed worker is dropped and reported; texts are screened here until the next start. */
  private fail(error: unknown): void {
    this.options.onWorkerError?.(error);
    this.failedAt = performance.now();
    const pool = this.pool;
    this.pool = undefined;
    this.ready = false;
    this.starting = undefined;
    if (pool) void pool.destroy().catch(() => undefined);
  }

  /** Resolves once the worker is ready (starting it if need be); for tests and warm-ups. */
  async started(): Promise<boolean> {
    if (this.options.minChars <= 0) return false;
    this.start();
    await this.starting;
    return this.ready;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    this.ready = false;
    this.starting = undefined;
    if (pool) await pool.destroy();
  }
}
