import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PageReply, PageTask } from './page-worker.js';
import type { ParsedPage, ParseOptions } from './metadata.js';

/**
 * Reads fetched HTML pages off the main thread. HTML parsing and Readability take time that grows
 * with the page's size and nesting (64,000 nested `<div>` took 4 s, 5 MB of them minutes), and on the
 * main thread that time is taken from every other request. Here a page is first measured against
 * element and depth limits, then parsed in a worker thread under a deadline; past the deadline the
 * worker is terminated, which stops the work however far it got.
 */

export interface PageReaderOptions {
  threads: number;
  timeoutMs: number;
  maxElements: number;
  maxDepth: number;
  /** Told when a worker fails outside a page (it could not start, say); its page fails by itself. */
  onWorkerError?: (error: unknown) => void;
  /** Node flags of the workers; the process's own by default (tests). */
  workerExecArgv?: string[];
}

/** A page the reader refused: over a limit or past the deadline. Not worth retrying. */
export class PageTooComplexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageTooComplexError';
  }
}

function workerFile(): string {
  // The service runs from compiled JavaScript; tests run the TypeScript sources.
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./page-worker${ext}`, import.meta.url).href;
}

export class PageReader {
  private pool: Piscina | undefined;

  constructor(private readonly options: PageReaderOptions) {}

  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  /** Created on first use, so that a service that never analyses a page starts no threads. */
  private get workers(): Piscina {
    if (this.pool) return this.pool;
    this.pool = new Piscina({
      filename: workerFile(),
      ...(this.options.workerExecArgv ? { execArgv: this.options.workerExecArgv } : {}),
      minThreads: 1,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      // Each worker holds at most one page at a time; more wait in the pool's queue.
      concurrentTasksPerWorker: 1,
    });
    // An `error` event nobody listens to would end the process: a worker that cannot start must
    // fail the pages given to it, not the service.
    this.pool.on('error', (error: unknown) => this.options.onWorkerError?.(error));
    return this.pool;
  }

  /**
   * Parses `html`; throws PageTooComplexError over a limit or past the deadline, which runs from the
   * moment a worker starts on the page (a wait in the queue is bounded by the caller's `signal`),
   * and AbortError when `signal` aborts.
   */
  async read(html: string, pageUrl: string, options: ParseOptions, signal?: AbortSignal): Promise<ParsedPage> {
    const deadline = new AbortController();
    const channel = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    channel.port1.once('message', () => {
      timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    });
    const task: PageTask = { html, pageUrl, options, maxElements: this.options.maxElements, maxDepth: this.options.maxDepth, started: channel.port2 };
    let reply: PageReply;
    try {
      reply = (await this.workers.run(task, {
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
        transferList: [channel.port2] as never,
      })) as PageReply;
    } catch (error) {
      if (deadline.signal.aborted && !signal?.aborted) {
        throw new PageTooComplexError(`reading the page took longer than ${this.options.timeoutMs} ms`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      channel.port1.close();
    }
    if (!reply.ok) throw new PageTooComplexError(reply.detail);
    return reply.page;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool) await pool.destroy();
  }
}
