import type { FastifySchemaValidationError } from 'fastify';

const MAX_REPORTED = 5;

function fieldName(error: FastifySchemaValidationError, context: string): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return path === '' ? context : path;
}

function describe(error: FastifySchemaValidationError, context: string): string {
  const field = fieldName(error, context);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required field "${joinPath(field, context, String(params['missingProperty']))}"`;
    case 'additionalProperties':
      return `unknown field "${joinPath(field, context, String(params['additionalProperty']))}"`;
    case 'type':
      return field === context ? `${context} must be ${article(String(params['type']))}` : `field "${field}" must be ${article(String(params['type']))}`;
    case 'const':
      return `field "${field}" must be ${JSON.stringify(params['allowedValue'])}`;
    case 'enum':
      return `field "${field}" must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return field === context ? `${context} ${error.message ?? 'is invalid'}` : `field "${field}" ${error.message ?? 'is invalid'}`;
  }
}

function joinPath(parent: string, context: string, child: string): string {
  return parent === context ? child : `${parent}.${child}`;
}

function article(type: string): string {
  if (type === 'object') return 'a JSON object';
  if (type === 'array') return 'an array';
  if (type === 'integer') return 'an integer';
  return `a ${type}`;
}

/** One sentence naming every field that failed (up to five), e.g. `field "autoBlockThreshold" must be <= 10`. */
export function formatValidationErrors(errors: readonly FastifySchemaValidationError[], context: string): string {
  const label = context === 'body' ? 'request body' : context;
  const parts = [...new Set(errors.map((e) => describe(e, label)))];
  const shown = parts.slice(0, MAX_REPORTED).join('; ');
  return parts.length > MAX_REPORTED ? `${shown}; and ${parts.length - MAX_REPORTED} more` : shown;
}
