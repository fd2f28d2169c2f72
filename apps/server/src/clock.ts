/** Source of the current time, injectable so that expiry and rate-limit windows can be tested. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

/** A clock that moves only when told to; for tests. */
export class ManualClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
