import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CATEGORIES, OWASP_LLM_2025 } from '@parapet/engine';
import { ErrorBodySchema } from '../schemas.js';
import type { App } from '../types.js';

const DOC_PATHS = ['/docs', '/openapi.json'];

/**
 * The OpenAPI 3.1 document is generated from the route schemas. Every route that declares a scope
 * is marked as needing a bearer key and gets the shared error responses, so the document cannot
 * forget them.
 */
export async function registerOpenApi(app: App, version: string): Promise<void> {
  app.addSchema(ErrorBodySchema);
  const errorRef = { $ref: 'ErrorBody#' };

  app.addHook('onRoute', (route) => {
    if (DOC_PATHS.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, rateLimitClass: 'open' };
      return;
    }
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const response = (schema['response'] ??= {}) as Record<string, unknown>;
    const scope = route.config?.scope;
    if (scope) {
      schema['security'] = [{ bearerAuth: [] }];
      schema['description'] = [schema['description'], `Requires an API key with the \`${scope}\` scope.`].filter(Boolean).join('\n\n');
      response['401'] ??= { ...errorRef, description: 'Missing, malformed, unknown or expired API key' };
      response['403'] ??= { ...errorRef, description: 'The key lacks the scope or is disabled' };
    }
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      response['400'] ??= { ...errorRef, description: 'Malformed JSON or a field that fails validation; `detail` names it' };
      response['413'] ??= { ...errorRef, description: 'Body over 1 MiB' };
    }
    response['429'] ??= { ...errorRef, description: 'Rate limit exceeded; see Retry-After' };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parapet',
        version: '1.0.0',
        description:
          'Screens untrusted text before an AI agent acts on it. Every response carries X-Request-Id and X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset (Unix seconds). Errors are `{error, detail, code, request_id}`.',
        'x-service-version': version,
      } as never,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'A key from POST /v1/keys/generate' } },
        schemas: {
          RiskCategory: {
            type: 'string',
            enum: [...CATEGORIES],
            description: 'Screening risk categories and the OWASP Top 10 for LLM Applications 2025 entry behind each.',
            'x-owasp-llm-2025': OWASP_LLM_2025,
          } as never,
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json['$id'] === 'string' ? json['$id'] : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
