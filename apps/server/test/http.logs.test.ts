/**
 * Secrets in URLs (poll tokens, API keys sent as query parameters) and in credential headers never
 * reach the logs: the request log line carries the URL with those values redacted.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config/load.js';
import { createContainer, type Container } from '../src/container.js';
import { buildApp } from '../src/http/app.js';
import { redactUrl } from '../src/http/log-redact.js';
import type { App } from '../src/http/types.js';
import { newKey } from './support/server.js';

describe('request logs carry no secrets', () => {
  let dataDir: string;
  let container: Container;
  let app: App;
  let url: string;
  let logs = '';

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parapet-logs-'));
    const config = loadConfig({ PARAPET_DATA_DIR: dataDir, PARAPET_LOG_LEVEL: 'info' });
    container = await createContainer(config, { clock: new ManualClock(Date.now()) });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString('utf8');
        done();
      },
    });
    app = await buildApp(container.deps, { logStream });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await app.close();
    await container.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('redacts token, api_key and other secret query values and the Authorization header', async () => {
    const { key } = await newKey(url);
    const secrets = ['tok_SECRETPOLLTOKEN123', 'ppk_SECRETKEYINURL456', 'SIGSECRET789', 'CODEWORDSECRET000', 'ACCESSSECRET111'];
    const paths = [
      `/v1/parse/prs_abc?token=${secrets[0]}`,
      `/v1/analyze/anl_abc?format=json&api_key=${secrets[1]}`,
      `/v1/evaluate/evl_abc?Signature=${secrets[2]}&x=1`,
      `/v1/parse/%ZZ?codeword=${secrets[3]}`,
      `/health?access-token=${secrets[4]}`,
    ];
    for (const path of paths) await fetch(url + path, { headers: { authorization: `Bearer ${key}` } });
    await new Promise((r) => setTimeout(r, 100));
    assert.match(logs, /"url":"\/v1\/parse\/prs_abc\?token=\[REDACTED\]"/, 'the request line is logged, redacted');
    assert.match(logs, /format=json&api_key=\[REDACTED\]/);
    for (const secret of [...secrets, key]) assert.ok(!logs.includes(secret), `${secret} appears in the logs`);
  });
});

describe('redactUrl', () => {
  it('keeps the path and harmless parameters and redacts secret ones, whatever their case or encoding', () => {
    assert.equal(redactUrl('/v1/parse/x'), '/v1/parse/x');
    assert.equal(redactUrl('/a?token=1&b=2&KEY=3;api%5Fkey=4#frag'), '/a?token=[REDACTED]&b=2&KEY=[REDACTED];api%5Fkey=[REDACTED]#frag');
    assert.equal(redactUrl('/a?%ZZ=1&token=%ZZ'), '/a?%ZZ=1&token=[REDACTED]');
    assert.equal(redactUrl('/a?token'), '/a?token');
  });
});
