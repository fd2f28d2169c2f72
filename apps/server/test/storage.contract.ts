/**
 * The storage contract: one suite that every Storage implementation must pass, so that "works
 * embedded" and "works on PostgreSQL" are the same claim.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { defaultPolicy } from '@parapet/engine';
import type { NewApiKey, PaymentClaim, Storage } from '../src/storage/types.js';
import type { SqlScreeningStore } from '../src/storage/sql/sql-screening-store.js';
import { assertPingsUntilClosed } from './support/ping.js';

export interface ContractTarget {
  /** Opens the storage on the same database each time it is called. */
  open(): Promise<Storage>;
  /** Removes the database after the suite. */
  destroy(): Promise<void>;
}

function newKey(overrides: Partial<NewApiKey> = {}): NewApiKey {
  return {
    id: `key_${randomBytes(8).toString('hex')}`,
    keyHash: randomBytes(32).toString('hex'),
    name: 'contract',
    scopes: ['evaluate', 'chat', 'analyze'],
    createdAtMs: 1_790_000_000_000,
    expiresAtMs: 1_792_592_000_000,
    ...overrides,
  };
}

export function storageContract(name: string, target: () => Promise<ContractTarget>, options: { skip?: string | false } = {}): void {
  describe(`storage contract: ${name}`, { skip: options.skip }, () => {
    let t: ContractTarget;
    let storage: Storage;

    before(async () => {
      t = await target();
      storage = await t.open();
    });
    after(async () => {
      await storage?.close();
      await t?.destroy();
    });

    it('answers ping within the health bound while open, and rejects it once closed', async () => {
      await assertPingsUntilClosed(await t.open());
    });

    it('stores a key and finds it by hash and by id with every field', async () => {
      const key = newKey({ name: null });
      assert.equal(await storage.keys.createWithinCap(key, 1000), 'created');
      const expected = { ...key, disabledAtMs: null };
      assert.deepEqual(await storage.keys.findByHash(key.keyHash), expected);
      assert.deepEqual(await storage.keys.findById(key.id), expected);
      assert.equal(await storage.keys.findByHash(randomBytes(32).toString('hex')), null);
      assert.equal(await storage.keys.findById('key_unknown'), null);
    });

    it('refuses a second key with the same hash', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 1000);
      await assert.rejects(storage.keys.createWithinCap(newKey({ keyHash: key.keyHash }), 1000));
    });

    it('disables a key, and says when there is no such key', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 1000);
      assert.equal(await storage.keys.disable(key.id, 1_791_000_000_000), true);
      assert.equal((await storage.keys.findById(key.id))?.disabledAtMs, 1_791_000_000_000);
      assert.equal(await storage.keys.disable('key_unknown', 1), false);
    });

    it('issues keys up to the cap one by one and stores nothing past it', async () => {
      const cap = (await storage.keys.countIssued()) + 3;
      for (let i = 0; i < 3; i++) assert.equal(await storage.keys.createWithinCap(newKey(), cap), 'created');
      const fourth = newKey();
      assert.equal(await storage.keys.createWithinCap(fourth, cap), 'cap_reached');
      assert.equal(await storage.keys.findByHash(fourth.keyHash), null);
      assert.equal(await storage.keys.countIssued(), cap);
    });

    it('stops at the cap, atomically under concurrent creation', async () => {
      const issued = await storage.keys.countIssued();
      const cap = issued + 5;
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => storage.keys.createWithinCap(newKey(), cap)));
      assert.equal(outcomes.filter((o) => o === 'created').length, 5);
      assert.equal(outcomes.filter((o) => o === 'cap_reached').length, 15);
      assert.equal(await storage.keys.countIssued(), cap);
      const refused = newKey();
      assert.equal(await storage.keys.createWithinCap(refused, cap), 'cap_reached');
      assert.equal(await storage.keys.findById(refused.id), null, 'a refused key is not stored');
    });

    it('keeps no policy until one is set, then merges partial updates over the defaults', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      assert.equal(await storage.policies.get(key.id), null);
      const first = await storage.policies.update(key.id, { autoBlockThreshold: 4 }, defaultPolicy(), 1);
      assert.deepEqual(first, { ...defaultPolicy(), autoBlockThreshold: 4 });
      const second = await storage.policies.update(
        key.id,
        { screenAllPrompts: true, sources: ['email', 'memory'], approval_required_for_future_plans: false },
        defaultPolicy(),
        2,
      );
      const expected = {
        ...defaultPolicy(),
        autoBlockThreshold: 4,
        screenAllPrompts: true,
        sources: ['email', 'memory'],
        approval_required_for_future_plans: false,
      };
      assert.deepEqual(second, expected);
      assert.deepEqual(await storage.policies.get(key.id), expected);
      assert.deepEqual(await storage.policies.update(key.id, {}, defaultPolicy(), 3), expected, 'an empty patch changes nothing');
    });

    it('keeps policies per key and resets them', async () => {
      const a = newKey();
      const b = newKey();
      await storage.keys.createWithinCap(a, 10_000);
      await storage.keys.createWithinCap(b, 10_000);
      await storage.policies.update(a.id, { autoBlockThreshold: 2 }, defaultPolicy(), 1);
      assert.equal(await storage.policies.get(b.id), null);
      await storage.policies.reset(a.id);
      assert.equal(await storage.policies.get(a.id), null);
      await storage.policies.reset(a.id);
    });

    it('does not lose concurrent updates of different fields', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      await Promise.all([
        storage.policies.update(key.id, { autoBlockThreshold: 9 }, defaultPolicy(), 1),
        storage.policies.update(key.id, { screenAllPrompts: true }, defaultPolicy(), 1),
        storage.policies.update(key.id, { approval_required_for_location: false }, defaultPolicy(), 1),
      ]);
      const policy = await storage.policies.get(key.id);
      assert.equal(policy?.autoBlockThreshold, 9);
      assert.equal(policy?.screenAllPrompts, true);
      assert.equal(policy?.approval_required_for_location, false);
    });

    it('records screenings without their text and returns them only to their key', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      const record = {
        id: `scr_${randomBytes(6).toString('hex')}`,
        keyId: key.id,
        kind: 'parse' as const,
        textSha256: 'ab'.repeat(32),
        textLength: 42,
        riskScore: 7.5,
        verdict: 'high_risk',
        safe: false,
        sourceKind: 'email',
        categories: ['prompt_injection', 'jailbreak'],
        flagIds: ['x.y', 'z.w'],
        createdAtMs: 1_790_000_000_123,
      };
      await storage.screenings.record(record);
      assert.deepEqual(await storage.screenings.get(record.id, key.id), record);
      assert.equal(await storage.screenings.get(record.id, 'key_other'), null);
      assert.equal(await storage.screenings.get('scr_unknown', key.id), null);
      // The whole answer is kept only when given (the operator's opt-in to storing text).
      const full = { ...record, id: `scr_${randomBytes(6).toString('hex')}`, result: { risk_score: 7.5, flags: [{ id: 'x.y', evidence: 'quoted' }] } };
      await storage.screenings.record(full);
      assert.deepEqual(await storage.screenings.get(full.id, key.id), full);
    });

    it('lists a key\'s screenings newest first, page by page, filtered by kind, verdict, category and time', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      const other = newKey();
      await storage.keys.createWithinCap(other, 10_000);
      const base = 1_800_000_000_000;
      const tag = randomBytes(4).toString('hex');
      const L = (i: number) => `scr_list_${tag}_${String(i).padStart(3, '0')}`;
      const make = (i: number, keyId: string, at: number, kind: 'parse' | 'output' | 'trust', verdict: string, categories: string[]) => ({
        id: L(i),
        keyId,
        kind,
        textSha256: 'ab'.repeat(32),
        textLength: i,
        riskScore: verdict === 'safe' ? 0 : 8,
        verdict,
        safe: verdict === 'safe',
        categories,
        flagIds: categories.map((c) => `${c}.rule`),
        createdAtMs: at,
      });
      const mine = [
        make(1, key.id, base + 1, 'parse', 'safe', []),
        make(2, key.id, base + 2, 'parse', 'high_risk', ['prompt_injection']),
        // Two at the same instant: the id breaks the tie, so no page skips or repeats one.
        make(3, key.id, base + 3, 'output', 'critical', ['data_exfiltration', 'prompt_injection']),
        make(4, key.id, base + 3, 'parse', 'high_risk', ['jailbreak']),
        make(5, key.id, base + 5, 'trust', 'reject', ['identity_spoofing']),
      ];
      for (const r of [...mine, make(6, other.id, base + 4, 'parse', 'high_risk', ['prompt_injection'])]) await storage.screenings.record(r);
      const ids = (list: Array<{ id: string }>) => list.map((r) => r.id);
      assert.deepEqual(ids(await storage.screenings.list(key.id, { limit: 10 })), [L(5), L(4), L(3), L(2), L(1)]);
      // Page by page, two at a time, each page starting after the last record of the one before.
      const pages: string[][] = [];
      let after: { createdAtMs: number; id: string } | undefined;
      for (;;) {
        const page = await storage.screenings.list(key.id, { limit: 2, ...(after ? { after } : {}) });
        if (page.length === 0) break;
        pages.push(ids(page));
        const last = page[page.length - 1]!;
        after = { createdAtMs: last.createdAtMs, id: last.id };
      }
      assert.deepEqual(pages, [[L(5), L(4)], [L(3), L(2)], [L(1)]]);
      assert.deepEqual(ids(await storage.screenings.list(key.id, { limit: 10, kind: 'parse' })), [L(4), L(2), L(1)]);
      assert.deepEqual(ids(await storage.screenings.list(key.id, { limit: 10, verdict: 'high_risk' })), [L(4), L(2)]);
      assert.deepEqual(ids(await storage.screenings.list(key.id, { limit: 10, category: 'prompt_injection' })), [L(3), L(2)]);
      assert.deepEqual(ids(await storage.screenings.list(key.id, { limit: 10, fromMs: base + 2, toMs: base + 5 })), [L(4), L(3), L(2)]);
      assert.deepEqual(await storage.screenings.list(key.id, { limit: 10, category: 'prompt' }), [], 'a category matches whole');
      assert.deepEqual((await storage.screenings.list(key.id, { limit: 1 }))[0], mine[4]);
    });

    it('purges screenings created before a cutoff, in batches and from concurrent passes, and keeps the rest', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      // Far before every other record of this suite, so the cutoff touches only these.
      const base = 1_000_000_000_000;
      const make = (i: number, createdAtMs: number) => ({
        id: `scr_purge_${i}_${randomBytes(4).toString('hex')}`,
        keyId: key.id,
        kind: 'output' as const,
        textSha256: 'cd'.repeat(32),
        textLength: 1,
        riskScore: 0,
        verdict: 'safe',
        safe: true,
        categories: [],
        flagIds: [],
        createdAtMs,
      });
      const old = Array.from({ length: 23 }, (_, i) => make(i, base + i));
      const kept = [make(100, base + 100), make(101, base + 5000)];
      for (const r of [...old, ...kept]) await storage.screenings.record(r);
      const store = storage.screenings as SqlScreeningStore;
      // Two passes at once, in batches of 5: every old record is deleted exactly once.
      const counts = await Promise.all([store.purgeBefore(base + 100, 5), store.purgeBefore(base + 100, 5)]);
      assert.equal(counts[0] + counts[1], old.length);
      for (const r of old) assert.equal(await storage.screenings.get(r.id, key.id), null, r.id);
      for (const r of kept) assert.deepEqual(await storage.screenings.get(r.id, key.id), r, 'a record at or after the cutoff stays');
      assert.equal(await storage.screenings.purgeBefore(base + 100), 0);
    });

    it('lets the event loop run between purge batches', async () => {
      // Older than every other record of this suite, so the cutoff touches only these.
      const base = 999_000_000_000;
      for (let i = 0; i < 40; i++) {
        await storage.screenings.record({
          id: `scr_yield_${i}_${randomBytes(4).toString('hex')}`, keyId: null, kind: 'parse', textSha256: 'ef'.repeat(32),
          textLength: 1, riskScore: 0, verdict: 'safe', safe: true, categories: [], flagIds: [], createdAtMs: base + i,
        });
      }
      // A chain of immediates advances once per turn of the event loop; on SQLite nothing else yields.
      let turns = 0;
      let ticking = true;
      const tick = (): void => {
        turns++;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const deleted = await (storage.screenings as SqlScreeningStore).purgeBefore(base + 40, 4);
      ticking = false;
      assert.equal(deleted, 40);
      assert.ok(turns >= 9, `the event loop turned ${turns} times during 10 batches`);
    });

    describe('conversations', () => {
      const T0 = 1_790_000_000_000;
      const HOUR = 3_600_000;
      const convId = () => `conv_${randomBytes(8).toString('hex')}`;
      const msg = (role: 'user' | 'assistant', content: string, createdAtMs = T0) => ({ role, content, createdAtMs });

      it('creates a conversation with its first messages and reads it back only with its key', async () => {
        const id = convId();
        await storage.conversations.create({ id, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, [
          msg('user', 'first question'),
          msg('assistant', 'first answer ü 😀'),
        ]);
        assert.deepEqual(await storage.conversations.get(id, 'key_a', T0 + 1), {
          id,
          keyId: 'key_a',
          createdAtMs: T0,
          updatedAtMs: T0,
          expiresAtMs: T0 + HOUR,
          messageCount: 2,
        });
        assert.deepEqual(await storage.conversations.messages(id, 'key_a', T0 + 1, 10), [
          msg('user', 'first question'),
          msg('assistant', 'first answer ü 😀'),
        ]);
        assert.equal(await storage.conversations.get(id, 'key_b', T0 + 1), null, "another key's conversation is absent");
        assert.deepEqual(await storage.conversations.messages(id, 'key_b', T0 + 1, 10), []);
        assert.equal(await storage.conversations.get(convId(), 'key_a', T0 + 1), null);
      });

      it('appends in order, renews the expiry, answers the newest messages and prunes past the cap', async () => {
        const id = convId();
        await storage.conversations.create({ id, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, []);
        for (let i = 1; i <= 4; i++) {
          const appended = await storage.conversations.append(
            id,
            'key_a',
            [msg('user', `q${i}`, T0 + i), msg('assistant', `a${i}`, T0 + i)],
            { nowMs: T0 + i, expiresAtMs: T0 + i + HOUR, keep: 6 },
          );
          assert.equal(appended, true);
        }
        const record = await storage.conversations.get(id, 'key_a', T0 + 5);
        assert.equal(record?.messageCount, 8);
        assert.equal(record?.updatedAtMs, T0 + 4);
        assert.equal(record?.expiresAtMs, T0 + 4 + HOUR);
        const all = await storage.conversations.messages(id, 'key_a', T0 + 5, 100);
        assert.deepEqual(
          all.map((m) => m.content),
          ['q2', 'a2', 'q3', 'a3', 'q4', 'a4'],
          'the two oldest were pruned',
        );
        assert.deepEqual(
          (await storage.conversations.messages(id, 'key_a', T0 + 5, 3)).map((m) => m.content),
          ['a3', 'q4', 'a4'],
        );
      });

      it('does not append to an unknown, foreign or expired conversation', async () => {
        const id = convId();
        await storage.conversations.create({ id, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, [msg('user', 'x')]);
        const opts = { nowMs: T0 + 1, expiresAtMs: T0 + 2 * HOUR, keep: 10 };
        assert.equal(await storage.conversations.append(id, 'key_b', [msg('user', 'y')], opts), false);
        assert.equal(await storage.conversations.append(convId(), 'key_a', [msg('user', 'y')], opts), false);
        assert.equal(await storage.conversations.append(id, 'key_a', [msg('user', 'y')], { ...opts, nowMs: T0 + HOUR }), false);
        const kept = await storage.conversations.messages(id, 'key_a', T0 + 1, 10);
        assert.deepEqual(kept.map((m) => m.content), ['x'], 'nothing was written by the refused appends');
      });

      it('hides a conversation from its expiry on, and purges it with its messages', async () => {
        const gone = convId();
        const live = convId();
        await storage.conversations.create({ id: gone, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, [msg('user', 'old')]);
        await storage.conversations.create({ id: live, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + 100 * HOUR }, [msg('user', 'new')]);
        assert.notEqual(await storage.conversations.get(gone, 'key_a', T0 + HOUR - 1), null);
        assert.equal(await storage.conversations.get(gone, 'key_a', T0 + HOUR), null, 'expired at its expiry');
        assert.deepEqual(await storage.conversations.messages(gone, 'key_a', T0 + HOUR, 10), []);
        const purged = await storage.conversations.purgeExpired(T0 + HOUR);
        assert.ok(purged >= 1, `purged ${purged}`);
        // Even a clock turned back cannot bring a purged conversation back.
        assert.equal(await storage.conversations.get(gone, 'key_a', T0), null);
        assert.deepEqual(await storage.conversations.messages(gone, 'key_a', T0, 10), []);
        assert.deepEqual((await storage.conversations.messages(live, 'key_a', T0 + HOUR, 10)).map((m) => m.content), ['new']);
      });

      it('gives concurrent appends to one conversation distinct places, losing none', async () => {
        const id = convId();
        await storage.conversations.create({ id, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, []);
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            storage.conversations.append(id, 'key_a', [msg('user', `u${i}`), msg('assistant', `a${i}`)], {
              nowMs: T0 + 1,
              expiresAtMs: T0 + HOUR,
              keep: 100,
            }),
          ),
        );
        assert.ok(outcomes.every((o) => o === true));
        const all = await storage.conversations.messages(id, 'key_a', T0 + 1, 100);
        assert.equal(all.length, 20);
        // Each append's two messages stay together, user then assistant.
        for (let i = 0; i < 20; i += 2) {
          assert.equal(all[i]!.role, 'user');
          assert.equal(all[i]!.content.slice(1), all[i + 1]!.content.slice(1));
        }
        assert.equal((await storage.conversations.get(id, 'key_a', T0 + 1))?.messageCount, 20);
      });

      it('refuses a second conversation with the same id', async () => {
        const id = convId();
        await storage.conversations.create({ id, keyId: 'key_a', createdAtMs: T0, expiresAtMs: T0 + HOUR }, []);
        await assert.rejects(storage.conversations.create({ id, keyId: 'key_b', createdAtMs: T0, expiresAtMs: T0 + HOUR }, []));
        assert.equal(await storage.conversations.get(id, 'key_b', T0), null);
      });
    });

    describe('evaluations', () => {
      const T0 = 1_790_000_000_000;
      const HOUR = 3_600_000;
      const evlId = () => `evl_${randomBytes(16).toString('base64url')}`;

      it('keeps an answer for its key until it expires, then purges it', async () => {
        const id = evlId();
        const body = { id, status: 'completed', results: { quality: { score: 7.5, reasons: ['ü 😀'] } } };
        await storage.evaluations.save({ id, keyId: 'key_a', body, createdAtMs: T0, expiresAtMs: T0 + HOUR });
        assert.deepEqual(await storage.evaluations.get(id, 'key_a', T0 + 1), { id, keyId: 'key_a', body, createdAtMs: T0, expiresAtMs: T0 + HOUR });
        assert.equal(await storage.evaluations.get(id, 'key_b', T0 + 1), null, "another key's answer is absent");
        assert.equal(await storage.evaluations.get(evlId(), 'key_a', T0 + 1), null);
        assert.equal(await storage.evaluations.get(id, 'key_a', T0 + HOUR), null, 'unreadable from its expiry on');
        const kept = evlId();
        await storage.evaluations.save({ id: kept, keyId: 'key_a', body: {}, createdAtMs: T0, expiresAtMs: T0 + 2 * HOUR });
        assert.ok((await storage.evaluations.purgeExpired(T0 + HOUR)) >= 1);
        assert.equal(await storage.evaluations.get(id, 'key_a', T0), null, 'purged');
        assert.ok(await storage.evaluations.get(kept, 'key_a', T0 + HOUR), 'an answer not yet expired stays');
      });
    });

    describe('payments', () => {
      const T0 = 1_790_000_000_000;
      const claimOf = (overrides: Partial<PaymentClaim> = {}): PaymentClaim => ({
        id: `eip155:84532:0xasset:0xpayer:0x${randomBytes(32).toString('hex')}`,
        token: randomBytes(8).toString('hex'),
        payer: '0x00000000000000000000000000000000000000aa',
        network: 'eip155:84532',
        asset: '0x00000000000000000000000000000000000000bb',
        amount: '5000',
        route: 'POST /v1/parse',
        claimedAtMs: T0,
        leaseExpiresAtMs: T0 + 60_000,
        ...overrides,
      });

      it('claims a payment once, settles it with its transaction, and never lets it be claimed again', async () => {
        const first = claimOf();
        assert.equal(await storage.payments.claim(first, T0), 'claimed');
        const second = { ...first, token: 'other-request' };
        assert.equal(await storage.payments.claim(second, T0 + 1), 'in_flight');
        assert.equal(await storage.payments.settle(first.id, second.token, '0xdead', T0 + 2), false, 'only the holder settles');
        assert.equal(await storage.payments.settle(first.id, first.token, '0xabc', T0 + 2), true);
        assert.deepEqual(await storage.payments.get(first.id), { ...first, state: 'settled', transaction: '0xabc', settledAtMs: T0 + 2 });
        // Settled is final: not claimable even long after the lease, not releasable, not settled twice.
        assert.equal(await storage.payments.claim({ ...first, token: 'late' }, T0 + 10 * 60_000), 'settled');
        await storage.payments.release(first.id, first.token);
        assert.equal((await storage.payments.get(first.id))?.state, 'settled');
        assert.equal(await storage.payments.settle(first.id, first.token, '0xabc', T0 + 3), false);
      });

      it('frees a released claim, and only its holder can release it', async () => {
        const claim = claimOf();
        assert.equal(await storage.payments.claim(claim, T0), 'claimed');
        await storage.payments.release(claim.id, 'not-the-holder');
        assert.equal(await storage.payments.claim({ ...claim, token: 'b' }, T0), 'in_flight');
        await storage.payments.release(claim.id, claim.token);
        assert.equal(await storage.payments.get(claim.id), null);
        assert.equal(await storage.payments.claim({ ...claim, token: 'b' }, T0), 'claimed');
      });

      it('lets an abandoned claim be taken over once its lease has passed, and the old holder loses it', async () => {
        const claim = claimOf();
        assert.equal(await storage.payments.claim(claim, T0), 'claimed');
        const taker = { ...claim, token: 'taker', claimedAtMs: T0 + 60_000, leaseExpiresAtMs: T0 + 120_000 };
        assert.equal(await storage.payments.claim(taker, T0 + 59_999), 'in_flight');
        assert.equal(await storage.payments.claim(taker, T0 + 60_000), 'claimed');
        assert.equal(await storage.payments.settle(claim.id, claim.token, '0x1', T0 + 60_001), false);
        await storage.payments.release(claim.id, claim.token);
        assert.equal((await storage.payments.get(claim.id))?.token, 'taker');
      });

      it('gives one claim to one of many concurrent requests for the same payment', async () => {
        const claim = claimOf();
        const outcomes = await Promise.all(
          Array.from({ length: 12 }, (_, i) => storage.payments.claim({ ...claim, token: `request-${i}` }, T0)),
        );
        assert.equal(outcomes.filter((o) => o === 'claimed').length, 1);
        assert.equal(outcomes.filter((o) => o === 'in_flight').length, 11);
      });
    });

    it('keeps its data across close and reopen, and migrating again changes nothing', async () => {
      const key = newKey();
      await storage.keys.createWithinCap(key, 10_000);
      await storage.policies.update(key.id, { autoBlockThreshold: 3 }, defaultPolicy(), 1);
      const conversation = `conv_${randomBytes(8).toString('hex')}`;
      await storage.conversations.create({ id: conversation, keyId: key.id, createdAtMs: 1, expiresAtMs: 4_000_000_000_000 }, [
        { role: 'user', content: 'kept', createdAtMs: 1 },
      ]);
      const issued = await storage.keys.countIssued();
      await storage.close();
      storage = await t.open();
      const again = await t.open();
      await again.close();
      assert.equal((await storage.keys.findById(key.id))?.keyHash, key.keyHash);
      assert.equal((await storage.policies.get(key.id))?.autoBlockThreshold, 3);
      assert.equal(await storage.keys.countIssued(), issued);
      assert.deepEqual(await storage.conversations.messages(conversation, key.id, 2, 10), [{ role: 'user', content: 'kept', createdAtMs: 1 }]);
    });
  });
}
