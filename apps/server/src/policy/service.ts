import { defaultPolicy, type ScreeningPolicy } from '@parapet/engine';
import type { Clock } from '../clock.js';
import type { PolicyPatch, PolicyStore } from '../storage/types.js';
import type { PolicyUpdate } from './schemas.js';

/** A key's screening policy: what is stored, over the defaults. */
export class PolicyService {
  constructor(
    private readonly store: PolicyStore,
    private readonly clock: Clock,
  ) {}

  async get(keyId: string): Promise<ScreeningPolicy> {
    return (await this.store.get(keyId)) ?? defaultPolicy();
  }

  /** The patch has been validated by the route schema; fields it lacks keep their values. */
  update(keyId: string, patch: PolicyUpdate): Promise<ScreeningPolicy> {
    const clean: PolicyPatch = { ...patch };
    if (clean.sources) clean.sources = [...new Set(clean.sources)];
    return this.store.update(keyId, clean, defaultPolicy(), this.clock.now());
  }

  async reset(keyId: string): Promise<ScreeningPolicy> {
    await this.store.reset(keyId);
    return defaultPolicy();
  }
}
