import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { CATEGORIES, OWASP_LLM_2025 } from '@parapet/engine';
import { ErrorBodySchema, PaymentRequiredBodySchema } from '../schemas.js';
import type { PaymentGate } from '../../payments/x402.js';
import type { App } from '../types.js';

const DOC_PATHS = ['/docs', '/openapi.json'];


/** A Fastify route path in OpenAPI's spelling: `/v1/parse/:id` is `/v1/parse/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document is generated from the route schemas. Every route that declares a scope
 * is marked as needing a bearer key and gets the shared error responses, so the document cannot
 * forget them.
 */
export async function registerOpenApi(app: App, version: string, payments?: PaymentGate): Promise<void> {
  app.addSchema(ErrorBodySchema);
  if (payments) app.addSchema(PaymentRequiredBodySchema);
  const errorRef = { $ref: 'ErrorBody#' };
  // Operations whose body may be left out (declared `Type.Optional`): the generator marks every body required.
  const optionalBodies = new Set<string>();

  app.addHook('onRoute', (route) => {
    if (DOC_PATHS.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, rateLimitClass: 'open' };
      return;
    }
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const body = schema['body'] as TSchema | undefined;
    if (body !== undefined && Type.IsOptional(body)) {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) optionalBodies.add(`${method.toLowerCase()} ${openApiPath(route.url)}`);
    }
    const response = (schema['response'] ??= {}) as Record<string, unknown>;
    const scope = route.config?.scope;
    if (scope) {
      schema['security'] = [{ bearerAuth: [] }];
      schema['description'] = [schema['description'], `Requires an API key with the \`${scope}\` scope.`].filter(Boolean).join('\n\n');
      response['401'] ??= { ...errorRef, description: 'Missing, malformed, unknown or expired API key' };
      response['403'] ??= { ...errorRef, description: 'The key lacks the scope or is disabled' };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const price = payments && methods.map((m) => payments.priceOf(m, route.url)).find(Boolean);
      if (price) {
        schema['security'] = [{ bearerAuth: [] }, { x402: [] }];
        schema['description'] = `${String(schema['description'])} Without a key, pay $${price.price_usd} a call with x402 (GET /v1/pricing).`;
        response['402'] ??= {
          $ref: 'PaymentRequiredBody#',
          description:
            'No key and no payment, or a payment that is invalid, replayed, underpaid, expired, on another network, unfunded or could not be settled (`code` says which). The `PAYMENT-REQUIRED` header holds the x402 version 2 requirements; the body also carries `x402Version: 1` and `accepts` for version 1 clients.',
        };
      }
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
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A key from POST /v1/keys/generate' },
          ...(payments
            ? {
                x402: {
                  type: 'apiKey',
                  in: 'header',
                  name: 'PAYMENT-SIGNATURE',
                  description:
                    'An x402 payment for one call, for callers without a key: base64 JSON as the 402 answer\'s PAYMENT-REQUIRED header asks (version 2). Version 1 clients send X-PAYMENT instead. A settled call answers PAYMENT-RESPONSE (X-PAYMENT-RESPONSE for version 1).',
                },
              }
            : {}),
        },
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
    transformObject: (documents) => {
      const document = ('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as { paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>> };
      for (const operation of optionalBodies) {
        const [method = '', path = ''] = operation.split(' ');
        const requestBody = document.paths?.[path]?.[method]?.requestBody;
        if (requestBody) requestBody.required = false;
      }
      return document as never;
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json['$id'] === 'string' ? json['$id'] : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
