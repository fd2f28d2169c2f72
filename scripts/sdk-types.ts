// Rewrites packages/sdk/src/openapi.ts from the service's OpenAPI document.
import { writeFileSync } from 'node:fs';
import { SDK_TYPES_PATH, sdkTypesSource, serviceOpenApiDocument } from './sdk/openapi-types.js';

writeFileSync(SDK_TYPES_PATH, await sdkTypesSource(await serviceOpenApiDocument()));
