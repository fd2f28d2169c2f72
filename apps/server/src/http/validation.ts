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

/** `field "x"`, or the context itself (`request body`) for the whole value. */
function subject(field: string, context: string): string {
  return field === context ? context : `field "${field}"`;
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
      return `${subject(field, context)} must be ${typeList(params['type'])}`;
    case 'const':
      return `${subject(field, context)} must be ${JSON.stringify(params['allowedValue'])}`;
    case 'enum':
      return `${subject(field, context)} must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern': {
      const words = describePattern(String(params['pattern']));
      return words ? `${subject(field, context)} must be ${words}` : `${subject(field, context)} must match the pattern ${JSON.stringify(params['pattern'])}`;
    }
    default:
      return `${subject(field, context)} ${error.message ?? 'is invalid'}`;
  }
}

function joinPath(parent: string, context: string, child: string): string {
  return parent === context ? child : `${parent}.${child}`;
}

function article(type: string): string {
  if (type === 'object') return 'a JSON object';
  if (type === 'array') return 'an array';
  if (type === 'integer') return 'an integer';
  if (type === 'null') return 'null';
  return `a ${type}`;
}

function typeList(type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map((t) => article(String(t)));
  return alternatives(types);
}

function alternatives(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * A pattern of one character class and a length (`^[A-Za-z0-9._:-]{1,128}$`) in words: "1 to 128
 * characters of A-Z a-z 0-9 . _ : -". Anything else: undefined (the pattern is quoted instead).
 */
export function describePattern(pattern: string): string | undefined {
  const match = /^\^\[([^\]\\]+)\]\{(\d+),(\d+)\}\$$/.exec(pattern);
  if (!match) return undefined;
  const [, set = '', min, max] = match;
  const parts: string[] = [];
  for (let i = 0; i < set.length; i++) {
    if (set[i + 1] === '-' && i + 2 < set.length) {
      parts.push(`${set[i]}-${set[i + 2]}`);
      i += 2;
    } else {
      parts.push(set[i]!);
    }
  }
  return `${min} to ${max} characters of ${parts.join(' ')}`;
}

/**
 * One sentence for a value that matched none of the alternatives of an `anyOf`/`oneOf`: the values
 * and types it may take ("must be one of true, false, "auto""), from what each alternative refused.
 * Alternatives that are more than a value or a type are not spelled out.
 */
function describeAlternatives(combinator: FastifySchemaValidationError, branches: readonly FastifySchemaValidationError[], context: string): string {
  const field = fieldName(combinator, context);
  const values: unknown[] = [];
  const types: string[] = [];
  const simple = branches.every((e) => {
    if (e.instancePath !== combinator.instancePath) return false;
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'const') values.push(params['allowedValue']);
    else if (e.keyword === 'enum') values.push(...(params['allowedValues'] as unknown[]));
    else if (e.keyword === 'type') types.push(...String(params['type']).split(','));
    else return false;
    return true;
  });
  if (!simple || (values.length === 0 && types.length === 0)) {
    return `${subject(field, context)} matches none of the forms it may take (see /openapi.json)`;
  }
  const unique = [...new Set(values.map((v) => JSON.stringify(v)))];
  const kinds = [...new Set(types)].map(article);
  if (kinds.length === 0) return `${subject(field, context)} must be one of ${unique.join(', ')}`;
  return `${subject(field, context)} must be ${alternatives([...kinds, ...unique])}`;
}

/** One sentence naming every field that failed (up to five), e.g. `field "autoBlockThreshold" must be <= 10`. */
export function formatValidationErrors(errors: readonly FastifySchemaValidationError[], context: string): string {
  const label = context === 'body' ? 'request body' : context;
  // The alternatives of an anyOf/oneOf each report their own refusal, then the combinator its own
  // ("must match a schema in anyOf"): they are told as one sentence of what the value may be.
  const combinators = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const branchOf = (e: FastifySchemaValidationError) => combinators.find((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`));
  const parts = errors
    .map((e) => {
      if (combinators.includes(e)) return describeAlternatives(e, errors.filter((b) => branchOf(b) === e), label);
      return branchOf(e) ? undefined : describe(e, label);
    })
    .filter((p): p is string => p !== undefined);
  const unique = [...new Set(parts)];
  const shown = unique.slice(0, MAX_REPORTED).join('; ');
  return unique.length > MAX_REPORTED ? `${shown}; and ${unique.length - MAX_REPORTED} more` : shown;
}
