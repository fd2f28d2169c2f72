/**
 * SIGKILL mid-load and restart (run on SQLite and on PostgreSQL + Redis by the two sigkill.*.test.ts files): the real service process is
 * spawned, given keys, a policy, a chat conversation and finished jobs, loaded, killed without
 * warning while jobs are running, and started again on the same storage. Everything it had
 * answered for is still there, and the jobs the kill interrupted finish or fail, once.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { conversationStorageId } from '../../src/chat/service.js';
import { openSqlStorage } from '../../src/storage/sql/connect.js';
import { startArticles } from './articles.js';
import { freePort } from '../support/ports.js';
import { call, type Answer } from '../support/server.js';
import { authorization, paymentEnv, ScriptedFacilitator, v2Payment } from '../support/x402-facilitator.js';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

interface Service {
  url: string;
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
}

/**
 * Spawns the service (src/main.ts) with `env` and waits until it answers /health (200, or a 503
 * while a ping is slow on a loaded machine: the service is up either way).
 */
async function spawnService(env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=parapet-source', '--import', 'tsx', MAIN], {
    env: { ...process.env, PARAPET_HEALTH_TIMEOUT_MS: '3000', ...env, PARAPET_PORT: String(port), PARAPET_HOST: '127.0.0.1', PARAPET_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode} before answering`);
    try {
      const health = await call(url, 'GET', '/health');
      if (health.status === 200 || health.status === 503) return { url, child, exited };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the service did not answer /health within 120 s');
    }
    await sleep(100);
  }
}

/**
 * A version 2 payment for POST /v1/parse, dated by the real clock (the spawned service's) and valid
 * for ten minutes, so that a replay after a slow restart is still judged on its nonce, not its age.
 */
function payment(): { header: string; nonce: string } {
  const now = Date.now();
  const auth = authorization({ validAfter: String(Math.floor(now / 1000) - 60), validBefore: String(Math.floor(now / 1000) + 600) }, now);
  return { header: v2Payment({ authorization: auth }), nonce: auth['nonce']! };
}

/** How many times the facilitator was asked to settle the payment with this nonce. */
function settles(facilitator: ScriptedFacilitator, nonce: string): number {
  return facilitator.calls.filter((c) => {
    const payload = c.body.paymentPayload['payload'] as { authorization?: { nonce?: string } } | undefined;
    return c.path === '/settle' && payload?.authorization?.nonce === nonce;
  }).length;
}

function paidParse(base: string, header: string, prompt: string): Promise<Answer> {
  return call(base, 'POST', '/v1/parse', { headers: { 'payment-signature': header }, body: { prompt } });
}

async function finished(base: string, key: string, id: string, timeoutMs = 30_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(base, 'GET', `/v1/analyze/${id}`, { key });
    if (answer.status === 200 && answer.body['status'] !== 'pending') return answer;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${answer.status} ${String(answer.body['status'])} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

export function sigkillSuite(name: string, backend: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>, skip: string | false): void {
  describe(`chaos: SIGKILL mid-load and restart (${name})`, { skip }, () => {
    const cleanups: Array<() => Promise<void>> = [];
    const children: ChildProcess[] = [];
    const figures: string[] = [];
    after(async () => {
      console.log(`sigkill ${name}: ${figures.join(', ')}`);
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('keeps every key, policy, conversation, finished job and payment record; interrupted jobs finish or fail once', async () => {
      const { env: storageEnv, cleanup } = await backend();
      cleanups.push(cleanup);
      const pages = await startArticles(3000);
      cleanups.push(() => pages.close());
      const facilitator = new ScriptedFacilitator();
      await facilitator.start();
      cleanups.push(() => facilitator.close());
      const env = {
        ...storageEnv,
        ...paymentEnv(facilitator.url),
        PARAPET_ANALYZE_ALLOW_PRIVATE: 'true',
        PARAPET_RATE_LIMIT_PER_KEY: '100000',
        PARAPET_RATE_LIMIT_PER_IP: '100000',
        PARAPET_KEYS_PER_IP_PER_MINUTE: '100000',
        PARAPET_KEYS_TOTAL_CAP: '100000',
        // A killed runner's jobs are taken again after the lease lapses: short, to keep the test short.
        PARAPET_JOB_LEASE_MS: '2000',
      };
      const t0 = Date.now();
      const mark = (what: string) => figures.push(`${what} ${Date.now() - t0} ms`);

      let service = await spawnService(env);
      children.push(service.child);
      mark('started');
      // What the service answered for before the kill.
      const keys: Array<{ key: string; id: string; threshold: number }> = [];
      for (let i = 0; i < 5; i++) {
        const issued = await call(service.url, 'POST', '/v1/keys/generate', { body: { name: `survivor ${i}` } });
        assert.equal(issued.status, 201, issued.text);
        const key = String(issued.body['key']);
        const threshold = 3 + i;
        const policy = await call(service.url, 'PUT', '/v1/policy', { key, body: { autoBlockThreshold: threshold } });
        assert.equal(policy.status, 200, policy.text);
        keys.push({ key, id: String(issued.body['id'] ?? issued.body['key_id']), threshold });
      }
      const owner = keys[0]!;
      const first = await call(service.url, 'POST', '/v1/chat', { key: owner.key, body: { message: 'First question about bias.' } });
      assert.equal(first.status, 200, first.text);
      const conversation = String(first.body['conversation_id']);
      const second = await call(service.url, 'POST', '/v1/chat', {
        key: owner.key,
        body: { message: 'Second question about credibility.', conversation_id: conversation },
      });
      assert.equal(second.status, 200, second.text);
      const done: string[] = [];
      for (let i = 0; i < 3; i++) {
        const submitted = await call(service.url, 'POST', '/v1/analyze', { key: owner.key, body: { url: `${pages.url}/done/${i}`, depth: 'quick' } });
        assert.equal(submitted.status, 202, submitted.text);
        done.push(String(submitted.body['id']));
      }
      const results = new Map<string, string>();
      for (const id of done) {
        const answer = await finished(service.url, owner.key, id);
        assert.equal(answer.body['status'], 'completed', answer.text);
        results.set(id, answer.text);
      }
      // Paid calls without a key: each verified, served and settled once, and recorded as spent.
      const paid: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { header, nonce } = payment();
        const answer = await paidParse(service.url, header, `paid ${i}`);
        assert.equal(answer.status, 200, answer.text);
        assert.ok(answer.headers.get('payment-response'), 'a settled call carries its receipt');
        assert.equal(settles(facilitator, nonce), 1);
        paid.push(header);
      }

      // Load, and jobs whose page answers after the kill.
      const running: string[] = [];
      for (let i = 0; i < 4; i++) {
        const submitted = await call(service.url, 'POST', '/v1/analyze', { key: owner.key, body: { url: `${pages.url}/slow/${i}`, depth: 'quick' } });
        assert.equal(submitted.status, 202, submitted.text);
        running.push(String(submitted.body['id']));
      }
      let loading = true;
      const load = (async () => {
        let n = 0;
        while (loading) {
          const k = keys[n++ % keys.length]!;
          await call(service.url, 'POST', '/v1/parse', { key: k.key, body: { prompt: `load ${n}` } }).catch(() => undefined);
          await call(service.url, 'POST', '/v1/keys/generate', { body: { name: `load ${n}` } }).catch(() => undefined);
        }
      })();
      await sleep(700);
      const wait = Date.now();
      while (![...pages.hits.keys()].some((p) => p.startsWith('/slow/')) && Date.now() - wait < 10_000) await sleep(50);
      // A paid call whose settlement is under way at the kill: the facilitator holds /settle open.
      facilitator.settleDelayMs = 60_000;
      const cut = payment();
      const cutAnswer = paidParse(service.url, cut.header, 'paid at the kill').catch(() => undefined);
      const settling = Date.now();
      while (settles(facilitator, cut.nonce) === 0 && Date.now() - settling < 10_000) await sleep(20);
      assert.equal(settles(facilitator, cut.nonce), 1, 'the paid call reached settlement before the kill');
      mark('state written, jobs running, a payment settling');
      service.child.kill('SIGKILL');
      assert.equal(await service.exited, 'SIGKILL');
      mark('killed');
      loading = false;
      await load;
      assert.equal(await cutAnswer, undefined, 'the call being settled got no answer from the killed process');
      facilitator.settleDelayMs = 0;

      service = await spawnService(env);
      children.push(service.child);
      mark('restarted');
      // Every spent payment is still spent: a replay is refused from the ledger, nothing is settled again.
      const settledBefore = facilitator.count('/settle');
      for (const header of [...paid, cut.header]) {
        const again = await paidParse(service.url, header, 'replayed');
        assert.equal(again.status, 402, again.text);
        assert.equal(again.body['code'], 'payment_replayed', again.text);
      }
      assert.equal(facilitator.count('/settle'), settledBefore, 'no replay reached settlement');
      for (const header of paid) {
        const nonce = JSON.parse(Buffer.from(header, 'base64').toString('utf8')).payload.authorization.nonce as string;
        assert.equal(settles(facilitator, nonce), 1, 'each payment settled exactly once');
      }
      assert.equal(settles(facilitator, cut.nonce), 1, 'the payment cut off mid-settlement was not settled again');
      // A new payment is still taken.
      const fresh = payment();
      const freshAnswer = await paidParse(service.url, fresh.header, 'paid after the restart');
      assert.equal(freshAnswer.status, 200, freshAnswer.text);
      assert.equal(settles(facilitator, fresh.nonce), 1);
      mark('payments checked');
      for (const k of keys) {
        const policy = await call(service.url, 'GET', '/v1/policy', { key: k.key });
        assert.equal(policy.status, 200, policy.text);
        assert.equal(policy.body['autoBlockThreshold'], k.threshold);
      }
      for (const [id, text] of results) {
        const answer = await call(service.url, 'GET', `/v1/analyze/${id}`, { key: owner.key });
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.text, text, 'the finished job reads back as before');
      }
      const outcomes: string[] = [];
      for (const id of running) {
        const answer = await finished(service.url, owner.key, id);
        outcomes.push(String(answer.body['status']));
        assert.ok(['completed', 'failed'].includes(String(answer.body['status'])), answer.text);
        // Once more a while later: the outcome is final, not run again.
        await sleep(200);
        assert.equal((await call(service.url, 'GET', `/v1/analyze/${id}`, { key: owner.key })).text, answer.text);
      }
      for (let i = 0; i < running.length; i++) {
        const hits = pages.hits.get(`/slow/${i}`) ?? 0;
        assert.ok(hits >= 1 && hits <= 2, `/slow/${i} fetched ${hits} times: the interrupted attempt and at most one more`);
      }
      mark(`interrupted jobs finished (${outcomes.join(' ')}; page fetches ${running.map((_, i) => pages.hits.get(`/slow/${i}`) ?? 0).join(' ')})`);
      const stop = service.exited;
      service.child.kill('SIGTERM');
      await stop;

      // The conversation, read from the storage the service wrote.
      const storage = await openSqlStorage({
        databaseUrl: storageEnv['PARAPET_DATABASE_URL'],
        dataDir: storageEnv['PARAPET_DATA_DIR'] ?? '',
        postgresSchema: storageEnv['PARAPET_DATABASE_SCHEMA'],
      });
      try {
        const stored = await storage.keys.findById(owner.id);
        assert.ok(stored, 'the key record');
        const messages = await storage.conversations.messages(conversationStorageId(owner.id, conversation), owner.id, Date.now(), 10);
        assert.deepEqual(
          messages.map((m) => [m.role, m.content.slice(0, 34)]),
          [
            ['user', 'First question about bias.'],
            ['assistant', String(first.body['response']).slice(0, 34)],
            ['user', 'Second question about credibility.'],
            ['assistant', String(second.body['response']).slice(0, 34)],
          ],
        );
      } finally {
        await storage.close();
      }
    });
  });
}
