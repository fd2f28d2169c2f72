/**
 * Parapet client: a typed call for every route, and a wrapper that screens every model call.
 * No runtime dependency beyond the global `fetch`. The adapters for the OpenAI client and the
 * Vercel AI SDK are `@parapet/sdk/openai` and `@parapet/sdk/ai-sdk`.
 */
export { ParapetClient, type ClientOptions, type WaitOptions } from './client.js';
export { ParapetBlockedError, ParapetError, ParapetNetworkError, ParapetUnavailableError, type BlockReport, type NetworkFailure, type ServiceFailure, type ServiceFailureReason, type Stop } from './errors.js';
export { ParapetGuard, stopsOutput, stopsPrompt, type Guarded, type GuardOptions, type RunSpec, type ScreenedEvent, type ScreenItem, type Screening, type ServiceErrorPosture, type Stage, type UnscreenedEvent } from './guard.js';
export type { RequestOptions } from './http.js';
export { isBlocked, parapetMark, type Marked, type ParapetMark } from './marks.js';
export { DEFAULT_TIMEOUT_MS, type ConnectionOptions } from './options.js';
export type * from './types.js';
export type { components, operations, paths } from './openapi.js';
