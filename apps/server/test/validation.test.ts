/**
 * What a 400 for a body or query that does not match its schema says: the field, and for a closed
 * set of values the values themselves ("must be one of ..."), never a validator's internals such as
 * "must be equal to constant" or "must match a schema in anyOf".
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerErrors } from '../src/http/plugins/errors.js';
import type { App } from '../src/http/types.js';
import { describePattern } from '../src/http/validation.js';
import { call, newKey, useServer, type Answer } from './support/server.js';

const INTERNALS = /equal to constant|allowed values|schema in anyOf|schema in oneOf|passing schemas/;

function refused(answer: Answer, detail: RegExp): void {
  assert.equal(answer.status, 400, answer.text);
  assert.equal(answer.body['code'], 'validation_failed');
  assert.match(String(answer.body['detail']), detail);
  assert.doesNotMatch(String(answer.body['detail']), INTERNALS);
}

describe('validation messages across the routes', () => {
  const server = useServer({ PARAPET_RATE_LIMIT_PER_KEY: '1000' });
  let key: string;
  before(async () => {
    key = (await newKey(server.url)).key;
  });
  const send = (method: string, path: string, body?: unknown) => call(server.url, method, path, { key, ...(body === undefined ? {} : { body }) });

  it('name the allowed values of an enumerated field', async () => {
    refused(await send('POST', '/v1/parse', { prompt: 'x', execute: 'yes' }), /^field "execute" must be one of true, false, "auto"$/);
    refused(await send('POST', '/v1/parse', { prompt: 'x', mode: 'fast' }), /field "mode" must be one of "full", "pattern-only"/);
    refused(await send('POST', '/v1/parse', { prompt: 'x', policy_mode: 'paranoid' }), /field "policy_mode" must be one of "strict", "balanced", "low_fp"/);
    refused(await send('POST', '/v1/parse', { prompt: 'x', metadata: { requester_trust: 'friend' } }), /field "metadata.requester_trust" must be one of "unknown", "known", "trusted", "owner"/);
    refused(await send('PUT', '/v1/policy', { sources: ['email', 'carrier_pigeon'] }), /field "sources.1" must be one of "user", "colleague", "email"/);
    refused(await send('POST', '/v1/analyze', { url: 'https://example.com/', depth: 'huge' }), /field "depth" must be one of "quick", "standard", "deep"/);
    refused(await send('POST', '/v1/chat', { message: 'hi', history: [{ role: 'system', content: 'x' }] }), /field "history.0.role" must be one of "user", "assistant"/);
    refused(await send('GET', '/v1/screenings?surface=email'), /field "surface" must be one of "prompt", "output", "agent"/);
  });

  it('name the one value a constant field may take, and the type a field must have', async () => {
    refused(await send('PUT', '/v1/policy', { approval_default_action: 'allow' }), /^field "approval_default_action" must be "deny"$/);
    refused(await send('PUT', '/v1/policy', { screenAllPrompts: 'yes' }), /^field "screenAllPrompts" must be a boolean$/);
    refused(await send('POST', '/v1/parse', { prompt: 'x', execute: 1 }), /^field "execute" must be one of true, false, "auto"$/);
  });

  it('spell out a one-class pattern as its length and characters', async () => {
    refused(await send('POST', '/v1/chat', { message: 'hi', conversation_id: 'a b' }), /^field "conversation_id" must be 1 to 128 characters of A-Z a-z 0-9 \. _ : -$/);
    refused(await send('GET', '/v1/screenings?cursor=%3B'), /^field "cursor" must be 1 to 300 characters of A-Z a-z 0-9 _ -$/);
  });

  it('report every failing field in one sentence', async () => {
    refused(await send('POST', '/v1/parse', { prompt: 'x', mode: 'fast', execute: 'no' }), /field "mode" must be one of .*; field "execute" must be one of/);
  });
});

describe('validation messages for alternatives (anyOf, oneOf)', () => {
  /** A service-shaped app (the same validator options and error path) with routes whose schemas combine alternatives. */
  async function appWith(): Promise<App> {
    const app = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: true } } }) as unknown as App;
    registerErrors(app);
    const schema = {
      type: 'object',
      properties: {
        flag: { anyOf: [{ type: 'boolean' }, { const: 'auto' }] },
        level: { anyOf: [{ const: 'low' }, { const: 'high' }] },
        limit: { oneOf: [{ type: 'integer' }, { type: 'null' }] },
        shape: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'string' }] },
      },
    };
    app.post('/t', { schema: { body: schema } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('says what the value may be instead of "must match a schema in anyOf"', async () => {
    const app = await appWith();
    try {
      const post = async (payload: unknown) => {
        const res = await app.inject({ method: 'POST', url: '/t', payload: payload as Record<string, unknown> });
        return { status: res.statusCode, body: res.json() as Record<string, unknown>, text: res.body, headers: new Headers() } as Answer;
      };
      refused(await post({ flag: 'yes' }), /^field "flag" must be a boolean or "auto"$/);
      refused(await post({ level: 'mid' }), /^field "level" must be one of "low", "high"$/);
      refused(await post({ limit: 'ten' }), /^field "limit" must be an integer or null$/);
      refused(await post({ shape: 42 }), /^field "shape" must be a JSON object or a string$/);
      refused(await post({ shape: {} }), /^field "shape" matches none of the forms it may take \(see \/openapi\.json\)$/);
      refused(await post({ level: 'mid', flag: 'yes' }), /field "flag" must be a boolean or "auto"; field "level" must be one of "low", "high"|field "level" must be one of "low", "high"; field "flag" must be a boolean or "auto"/);
      assert.equal((await post({ flag: 'auto', level: 'low', limit: null, shape: { a: 'x' } })).status, 200);
    } finally {
      await app.close();
    }
  });

  it('words only patterns of one character class and a length', () => {
    assert.equal(describePattern('^[A-Za-z0-9._:-]{1,128}$'), '1 to 128 characters of A-Z a-z 0-9 . _ : -');
    assert.equal(describePattern('^[0-9]{1,4}$'), '1 to 4 characters of 0-9');
    assert.equal(describePattern('^conv_[A-Za-z0-9_-]{1,64}$'), undefined);
    assert.equal(describePattern('^[a-z][a-z_]{0,63}$'), undefined);
  });
});
