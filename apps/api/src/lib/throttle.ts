/**
 * Failed sign-ins (or registrations) per address, kept in memory: after `slowAfter` failures each answer is
 * delayed, after `refuseAfter` failures inside the window the address is refused until the window passes.
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

/**
 * Failed sign-ins per email address typed, whether or not an account has it (so the answer never tells which
 * exist): after `slowAfter` failures each further attempt waits its turn, the gap doubling with each failure up
 * to `maxStepMs`. Attempts are queued one gap apart, so parallel guesses wait too; when the queue is longer than
 * `maxWaitMs` the attempt is refused without checking the password. There is no fixed lock-out, so an attacker
 * cannot shut the admin out for minutes with five wrong passwords.
 */
export class AccountThrottle {
  private failures = new Map<string, { count: number; queued: number; last: number; nextSlot: number }>();
  constructor(
    private readonly stepMs = 250,
    private readonly windowMs = 15 * 60_000,
    private readonly slowAfter = 3,
    private readonly maxStepMs = 30_000,
    private readonly maxWaitMs = 60_000,
  ) {}

  private entry(key: string, now: number) {
    const e = this.failures.get(key);
    if (!e || now - e.last > this.windowMs) return null;
    return e;
  }

  /** Milliseconds this attempt must wait before its password is checked, or null when refused for now. */
  reserve(key: string, now = Date.now()): number | null {
    const e = this.entry(key, now);
    if (!e || e.count < this.slowAfter) return 0;
    const slot = Math.max(now, e.nextSlot);
    if (slot - now > this.maxWaitMs) return null;
    // Attempts still waiting count as failures to come: parallel guesses grow the gap too.
    e.nextSlot = slot + Math.min(this.maxStepMs, this.stepMs * 2 ** Math.min(30, e.count + e.queued - this.slowAfter));
    e.queued += 1;
    return slot - now;
  }

  fail(key: string, now = Date.now()): void {
    const e = this.entry(key, now);
    if (e) {
      e.count += 1;
      e.queued = Math.max(0, e.queued - 1);
      e.last = now;
    } else this.failures.set(key, { count: 1, queued: 0, last: now, nextSlot: now });
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

/** Registrations from one address inside 15 minutes (each one notifies the administrators). */
export const REGISTRATIONS_PER_ADDRESS = 10;
