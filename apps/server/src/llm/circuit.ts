import type { Clock } from '../clock.js';

export type CircuitState = 'closed' | 'open' | 'half_open';

/**
 * Stops calling a provider that keeps failing. After `threshold` consecutive failures the circuit
 * opens for `cooldownMs`: `tryAcquire` refuses every call. Once the cool-down has passed it is
 * half-open: one trial call goes through; its success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  private state: CircuitState = 'closed';
  private failures = 0;
  private openedAtMs = 0;
  private trialInFlight = false;

  constructor(
    private readonly clock: Clock,
    private readonly threshold: number,
    private readonly cooldownMs: number,
  ) {}

  /** Whether a call may go out now; true means the caller must report `success` or `failure`. */
  tryAcquire(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (this.clock.now() - this.openedAtMs < this.cooldownMs) return false;
      this.state = 'half_open';
    }
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.state = 'closed';
    this.failures = 0;
    this.trialInFlight = false;
  }

  failure(): void {
    if (this.state === 'half_open') {
      this.trialInFlight = false;
      this.open();
      return;
    }
    if (this.state === 'open') return;
    this.failures += 1;
    if (this.failures >= this.threshold) this.open();
  }

  /** The state as of now; an open circuit whose cool-down has passed reads as half-open. */
  current(): CircuitState {
    if (this.state === 'open' && this.clock.now() - this.openedAtMs >= this.cooldownMs) return 'half_open';
    return this.state;
  }

  private open(): void {
    this.state = 'open';
    this.openedAtMs = this.clock.now();
    this.failures = 0;
  }
}
