/**
 * Failed sign-ins per address, kept in memory: after `slowAfter` failures each answer is delayed,
 * after `refuseAfter` failures inside the window the address is refused until the window passes.
 * Per-account lockout is stored with the user (it must survive restarts and span addresses).
 */
export class LoginThrottle {
  private failures = new Map<string, { count: number; first: number }>();
  constructor(
    private readonly stepMs = 250,
    private readonly windowMs = 15 * 60_000,
    private readonly slowAfter = 3,
    private readonly refuseAfter = 20,
  ) {}

  private entry(key: string, now: number) {
    const e = this.failures.get(key);
    if (!e || now - e.first > this.windowMs) return null;
    return e;
  }

  isRefused(key: string, now = Date.now()): boolean {
    return (this.entry(key, now)?.count ?? 0) >= this.refuseAfter;
  }

  /** Milliseconds to wait before answering a failure, growing with each one. */
  delayFor(key: string, now = Date.now()): number {
    const count = this.entry(key, now)?.count ?? 0;
    return count < this.slowAfter ? 0 : Math.min(8 * this.stepMs, this.stepMs * (count - this.slowAfter + 1));
  }

  fail(key: string, now = Date.now()): void {
    const e = this.entry(key, now);
    if (e) e.count += 1;
    else this.failures.set(key, { count: 1, first: now });
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

/** Per-account rule: this many consecutive failures lock the account for LOCK_MINUTES. */
export const ACCOUNT_LOCK_AFTER = 5;
export const ACCOUNT_LOCK_MINUTES = 5;
