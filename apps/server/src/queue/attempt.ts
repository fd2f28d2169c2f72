import type { JobContext, JobHandler } from './types.js';

export type AttemptOutcome = { ok: true; result: unknown } | { ok: false; reason: string };

export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' && error ? error : 'the handler failed without a reason';
}

/**
 * Runs one attempt of a handler under a time-out. On time-out (or when `giveUp` aborts) the
 * handler's signal is aborted and the attempt fails at once, whether or not the handler stops.
 */
export async function runAttempt(
  handler: JobHandler,
  payload: unknown,
  job: Omit<JobContext, 'signal'>,
  timeoutMs: number,
  giveUp?: AbortSignal,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onGiveUp: (() => void) | undefined;
  const cut = new Promise<AttemptOutcome>((resolve) => {
    timer = setTimeout(() => {
      const reason = `timed out after ${timeoutMs} ms`;
      controller.abort(new Error(reason));
      resolve({ ok: false, reason });
    }, timeoutMs);
    onGiveUp = () => {
      const reason = reasonOf(giveUp?.reason) || 'the runner gave the job up';
      controller.abort(new Error(reason));
      resolve({ ok: false, reason });
    };
    if (giveUp?.aborted) onGiveUp();
    else giveUp?.addEventListener('abort', onGiveUp, { once: true });
  });
  const run = (async (): Promise<AttemptOutcome> => {
    try {
      const result = await handler(payload, { ...job, signal: controller.signal });
      return { ok: true, result: result ?? null };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  })();
  try {
    return await Promise.race([run, cut]);
  } finally {
    clearTimeout(timer);
    if (onGiveUp) giveUp?.removeEventListener('abort', onGiveUp);
  }
}
