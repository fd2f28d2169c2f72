/**
 * A service with a scripted model provider: the fake OpenAI-compatible server on loopback, the
 * quiet classifier weights (so retraining moves no score these tests assert on), a high per-key
 * limit and a fresh key.
 */
import { FakeLlm } from './fake-llm.js';
import { newKey, startServer, type TestServer } from './server.js';
import { quietWeights } from './weights.js';

export const LLM_KEY = 'sk-or-test-0123456789';

export interface ProviderServer {
  fake: FakeLlm;
  server: TestServer;
  key: string;
  /** The temporary weights directory, for the caller to remove. */
  weights: string;
}

export async function withProvider(env: Record<string, string> = {}, llmTimeoutMs = 5000): Promise<ProviderServer> {
  const fake = await FakeLlm.start();
  const weights = await quietWeights();
  const server = await startServer({
    PARAPET_RATE_LIMIT_PER_KEY: '10000',
    PARAPET_CLASSIFIER_DIR: weights,
    PARAPET_LLM_API_KEY: LLM_KEY,
    PARAPET_LLM_BASE_URL: fake.url,
    PARAPET_LLM_TIMEOUT_MS: String(llmTimeoutMs),
    ...env,
  });
  return { fake, server, key: (await newKey(server.url)).key, weights };
}
