/**
 * The SDK's wire types, generated from the service's own OpenAPI document by openapi-typescript.
 * The document is built in this process from the route schemas (default configuration, payments
 * off), so the types say exactly what the routes validate and answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../../apps/server/src/config/load.js';
import { createContainer } from '../../apps/server/src/container.js';
import { buildApp } from '../../apps/server/src/http/app.js';

export const SDK_TYPES_PATH = new URL('../../packages/sdk/src/openapi.ts', import.meta.url);

const HEADER = `/**
 * The service's wire types, generated from its OpenAPI document by \`npm run sdk:types\`
 * (openapi-typescript). Do not edit: a test fails when this file and the routes drift apart.
 */

`;

/** The OpenAPI document the service publishes at /openapi.json under its default configuration. */
export async function serviceOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parapet-openapi-'));
  const container = await createContainer(loadConfig({ PARAPET_DATA_DIR: dataDir, PARAPET_LOG_LEVEL: 'silent' }));
  const app = await buildApp(container.deps, { logger: false });
  try {
    const answer = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`/openapi.json answered ${answer.statusCode}`);
    return answer.json<Record<string, unknown>>();
  } finally {
    await app.close();
    await container.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The text of packages/sdk/src/openapi.ts for a document. */
export async function sdkTypesSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}
