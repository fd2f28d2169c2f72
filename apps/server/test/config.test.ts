import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/load.js';

describe('configuration', () => {
  it('has working defaults and is frozen', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, './data');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.trustProxy, false);
    assert.equal(config.rateLimit.perKey, 120);
    assert.equal(config.rateLimit.perIp, 30);
    assert.equal(config.keys.totalCap, 100);
    assert.equal(config.keys.perIpPerMinute, 5);
    assert.equal(config.classifierDir, undefined, 'the shipped weights');
    assert.ok(Object.isFrozen(config) && Object.isFrozen(config.rateLimit));
    assert.throws(() => {
      (config as { port: number }).port = 1;
    }, TypeError);
  });

  it('reads PARAPET_ variables with types', () => {
    const config = loadConfig({
      PARAPET_PORT: '9090',
      PARAPET_DATABASE_URL: 'postgres://u@db:5432/parapet',
      PARAPET_REDIS_URL: 'redis://cache:6379',
      PARAPET_TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      PARAPET_BYPASS_CODEWORD: 'a-long-operator-codeword',
      PARAPET_KEYS_TOTAL_CAP: '0',
      PARAPET_CLASSIFIER_DIR: '/srv/parapet/weights',
    });
    assert.equal(config.port, 9090);
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/parapet');
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.trustProxy, '10.0.0.0/8, 192.168.1.1');
    assert.equal(config.keys.totalCap, 0);
    assert.equal(config.classifierDir, '/srv/parapet/weights');
    assert.equal(loadConfig({ PARAPET_TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ PARAPET_TRUST_PROXY: '2' }).trustProxy, 2);
  });

  it('keeps screening records 30 days by default, PARAPET_SCREENING_RETENTION_DAYS over its older name, and reads the metrics token', () => {
    const day = 86_400_000;
    assert.equal(loadConfig({}).privacy.retentionMs, 30 * day);
    assert.equal(loadConfig({ PARAPET_RETENTION_DAYS: '9' }).privacy.retentionMs, 9 * day);
    assert.equal(loadConfig({ PARAPET_RETENTION_DAYS: '9', PARAPET_SCREENING_RETENTION_DAYS: '7' }).privacy.retentionMs, 7 * day);
    assert.equal(loadConfig({ PARAPET_SCREENING_RETENTION_DAYS: '0' }).privacy.retentionMs, 0);
    assert.throws(() => loadConfig({ PARAPET_SCREENING_RETENTION_DAYS: '-1' }), ConfigError);
    assert.equal(loadConfig({}).metricsToken, undefined);
    assert.equal(loadConfig({ PARAPET_METRICS_TOKEN: 'a-scrape-token-of-32-characters!' }).metricsToken, 'a-scrape-token-of-32-characters!');
    assert.throws(() => loadConfig({ PARAPET_METRICS_TOKEN: 'short' }), /PARAPET_METRICS_TOKEN/);
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({
        PARAPET_PORT: 'eighty',
        PARAPET_DATABASE_URL: 'mysql://x',
        PARAPET_TRUST_PROXY: 'sometimes',
        PARAPET_BYPASS_CODEWORD: 'short',
        PARAPET_LOG_LEVEL: 'loud',
      });
      assert.fail('expected a ConfigError');
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      for (const name of ['PARAPET_PORT', 'PARAPET_DATABASE_URL', 'PARAPET_TRUST_PROXY', 'PARAPET_BYPASS_CODEWORD', 'PARAPET_LOG_LEVEL']) {
        assert.match(error.message, new RegExp(name));
      }
    }
  });

  it('treats empty values as unset and ignores other variables', () => {
    const config = loadConfig({ PARAPET_PORT: '', HOME: '/root', PARAPET_UNKNOWN: 'x' });
    assert.equal(config.port, 8080);
  });
});

it('docs/configuration.md lists every setting as the schema has it', async () => {
  const { readFile } = await import('node:fs/promises');
  const { configurationTable } = await import('../src/config/describe.js');
  const doc = await readFile(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
  assert.ok(doc.includes(configurationTable()), 'run `npm run docs:config` to regenerate the table');
});
