/**
 * The SQLite data directory and its files are private to the service's user: 0700 and 0600, for a
 * new directory and for one left readable by an earlier version.
 */
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { call, newKey, startServer } from './support/server.js';

const mode = (path: string): string => (statSync(path).mode & 0o777).toString(8).padStart(3, '0');

describe('data directory permissions', () => {
  const roots: string[] = [];
  after(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true });
  });

  async function checkModes(dataDir: string): Promise<void> {
    const server = await startServer({ PARAPET_DATA_DIR: dataDir });
    try {
      // A write, so the -wal and -shm files exist.
      const { key } = await newKey(server.url);
      assert.equal((await call(server.url, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: 6 } })).status, 200);
      assert.equal(mode(dataDir), '700', 'data directory');
      const file = join(dataDir, 'parapet.sqlite');
      for (const path of [file, `${file}-wal`, `${file}-shm`]) assert.equal(mode(path), '600', path);
    } finally {
      await server.close();
    }
  }

  it('creates the directory 0700 and the database files 0600', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parapet-perm-'));
    roots.push(root);
    const previous = process.umask(0o022);
    try {
      await checkModes(join(root, 'nested', 'data'));
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a world-readable directory and database file left by an earlier version', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parapet-perm-'));
    roots.push(root);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'parapet.sqlite'), '');
    chmodSync(join(dataDir, 'parapet.sqlite'), 0o644);
    await checkModes(dataDir);
  });
});
