/**
 * Parapet client: a typed call for every route, and a wrapper that screens every model call.
 * No runtime dependency beyond the global `fetch`.
 */
export { ParapetClient, type ClientOptions, type WaitOptions } from './client.js';
export { ParapetBlockedError, ParapetError, ParapetNetworkError, type BlockReport, type NetworkFailure } from './errors.js';
export type { RequestOptions } from './http.js';
export { DEFAULT_TIMEOUT_MS, type ConnectionOptions } from './options.js';
export type * from './types.js';
export type { components, operations, paths } from './openapi.js';
