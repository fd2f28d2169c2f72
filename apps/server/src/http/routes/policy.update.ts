import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/catalogue.js';
import { principalOf } from '../plugins/guard.js';
import { PolicySchema, PolicyUpdateSchema } from '../../policy/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function policyUpdate(app: App, deps: HttpDeps): void {
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // An empty body means `{}` whatever its content type (`curl -X PUT -d ''` sends a form type, a
    // chunked request may send none); a body that is not empty must still be JSON.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: deps.config.bodyLimitBytes }, (_request, body, done) => {
      if (String(body).trim() === '') done(null, undefined);
      else done(new AppError('unsupported_media_type', 'Send the body as JSON with "Content-Type: application/json".'), undefined);
    });
    scope.put(
      '/v1/policy',
      {
        config: { scope: 'evaluate' },
        // No body at all (or an empty one) changes nothing, as `{}` does.
        preValidation: async (request) => {
          if (request.body === undefined) request.body = {};
        },
        schema: {
          operationId: 'updatePolicy',
          summary: "Update the key's screening policy",
          description:
            'Every field is optional; fields left out keep their values, and an empty body (no body, or one of zero length, with any content type) means `{}`. An invalid or unknown field is 400 naming it and changes nothing: a misspelt field would otherwise leave security silently unchanged.',
          tags: ['policy'],
          body: Type.Optional(PolicyUpdateSchema),
          response: { 200: PolicySchema },
        },
      },
      (request) => deps.policies.update(principalOf(request).keyId, request.body ?? {}),
    );
  });
}
