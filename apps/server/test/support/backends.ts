/**
 * Where the real PostgreSQL and Redis used by the tests live.
 *
 * `.ci/run` exports PARAPET_TEST_DATABASE_URL and PARAPET_TEST_REDIS_URL; when a variable is set, or
 * when `CI=true`, the backend is required and an unreachable server fails the tests. Otherwise the
 * local defaults are tried (three attempts of up to three seconds each, so a busy machine is not taken
 * for an absent server) and, if nothing answers there, the suites for that backend are skipped with a
 * reason, which `npm test` counts and prints in its closing line.
 */
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface Backend {
  url: string;
  /** A reason to skip, or false to run. */
  skip: string | false;
}

const ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 3000;

function connects(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: ATTEMPT_TIMEOUT_MS });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function reachable(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await connects(url)) return true;
  }
  return false;
}

async function resolveBackend(envName: string, fallback: string): Promise<Backend> {
  const configured = process.env[envName];
  if (configured) return { url: configured, skip: false };
  // In CI a missing backend is a failure, never a skip.
  if (process.env['CI'] === 'true') return { url: fallback, skip: false };
  if (await reachable(fallback)) return { url: fallback, skip: false };
  return { url: fallback, skip: `${envName} is unset and nothing answers at ${fallback}` };
}

export const postgres = await resolveBackend('PARAPET_TEST_DATABASE_URL', DEFAULT_DATABASE_URL);
export const redis = await resolveBackend('PARAPET_TEST_REDIS_URL', DEFAULT_REDIS_URL);

/** A name unique to this test process, for schemas and key prefixes that must not collide. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Removes what a test left in the shared servers: PostgreSQL schemas, and Redis keys under a prefix. */
export async function dropTestState(state: { schemas?: string[]; redisPrefix?: string }): Promise<void> {
  if (state.schemas?.length) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      for (const schema of state.schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await client.end();
    }
  }
  if (state.redisPrefix) {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${state.redisPrefix}*`);
      if (keys.length) await client.del(...keys);
    } finally {
      client.disconnect();
    }
  }
}
