import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleState } from '../db/schema/index';

/** One key's failures in one throttle: how many, waiting attempts, when the first and last came, the next free slot. */
export interface ThrottleEntry {
  count: number;
  queued: number;
  first: number;
  last: number;
  nextSlot: number;
}

/** What a throttle's rule makes of an entry: the entry to keep (null: forget the key) and the answer. */
type Change<T> = (entry: ThrottleEntry | null) => { next: ThrottleEntry | null; result: T };

/**
 * Where throttles keep their counts. In memory for one process (the embedded database allows one); in the database
 * on PostgreSQL, so that several processes behind a proxy count the same failures (README "Several processes").
 * `update` reads, changes and writes one key's entry atomically.
 */
export interface ThrottleStore {
  update<T>(scope: string, key: string, change: Change<T>): Promise<T>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private entries = new Map<string, ThrottleEntry>();

  update<T>(scope: string, key: string, change: Change<T>): Promise<T> {
    const id = `${scope}\u0000${key}`;
    const current = this.entries.get(id);
    const { next, result } = change(current ? { ...current } : null);
    if (next) this.entries.set(id, next);
    else this.entries.delete(id);
    return Promise.resolve(result);
  }
}

/** The counts in `throttle_state`, one row per throttle and key, changed under a row lock. */
export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  update<T>(scope: string, key: string, change: Change<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      // One key's updates wait for each other, a key without a row yet too (a row lock would lock nothing, and 30
      // guesses sent at once all read "no failures"): a transaction-scoped advisory lock on the key.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope} || ':' || ${key}, 0))`);
      const where = and(eq(throttleState.scope, scope), eq(throttleState.key, key));
      const [row] = await tx.select().from(throttleState).where(where).for('update');
      const current: ThrottleEntry | null = row
        ? {
            count: row.count,
            queued: row.queued,
            first: row.firstAt.getTime(),
            last: row.lastAt.getTime(),
            nextSlot: row.nextSlotAt?.getTime() ?? row.lastAt.getTime(),
          }
        : null;
      const { next, result } = change(current);
      if (next === current) return result;
      if (!next) {
        if (row) await tx.delete(throttleState).where(where);
        return result;
      }
      const values = {
        count: next.count,
        queued: next.queued,
        firstAt: new Date(next.first),
        lastAt: new Date(next.last),
        nextSlotAt: new Date(next.nextSlot),
      };
      // Two processes may insert the same new key at once: the second one's values win, as in memory.
      await tx
        .insert(throttleState)
        .values({ scope, key, ...values })
        .onConflictDoUpdate({ target: [throttleState.scope, throttleState.key], set: values });
      return result;
    });
  }

  /** Forgets entries older than `olderThanMs` (every throttle's window is shorter). */
  async prune(olderThanMs: number, now = Date.now()): Promise<void> {
    await this.db.delete(throttleState).where(sql`${throttleState.lastAt} < ${new Date(now - olderThanMs)}`);
  }
}

/**
 * Failures per key (an address, an email, a session): after `slowAfter` failures each answer is delayed, after
 * `refuseAfter` failures inside the window the key is refused until the window passes.
 */
export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    /** Names this throttle among the others in a shared store. */
    private readonly scope: string,
    private readonly stepMs = 250,
    private readonly windowMs = 15 * 60_000,
    private readonly slowAfter = 3,
    private readonly refuseAfter = 20,
  ) {}

  private live(e: ThrottleEntry | null, now: number): ThrottleEntry | null {
    return e && now - e.first <= this.windowMs ? e : null;
  }

  /** Reads without changing (an expired entry is left for the next write to replace). */
  private read<T>(key: string, now: number, f: (e: ThrottleEntry | null) => T): Promise<T> {
    return this.store.update(this.scope, key, (e) => ({ next: e, result: f(this.live(e, now)) }));
  }

  isRefused(key: string, now = Date.now()): Promise<boolean> {
    return this.read(key, now, (e) => (e?.count ?? 0) >= this.refuseAfter);
  }

  /** Milliseconds to wait before answering a failure, growing with each one. */
  delayFor(key: string, now = Date.now()): Promise<number> {
    return this.read(key, now, (e) => {
      const count = e?.count ?? 0;
      return count < this.slowAfter ? 0 : Math.min(8 * this.stepMs, this.stepMs * (count - this.slowAfter + 1));
    });
  }

  fail(key: string, now = Date.now()): Promise<void> {
    return this.store.update(this.scope, key, (stored) => {
      const e = this.live(stored, now);
      return {
        next: e
          ? { ...e, count: e.count + 1, last: now }
          : { count: 1, queued: 0, first: now, last: now, nextSlot: now },
        result: undefined,
      };
    });
  }

  succeed(key: string): Promise<void> {
    return this.store.update(this.scope, key, () => ({ next: null, result: undefined }));
  }

  /**
   * Counts one attempt unless the key is refused already, in one step (two requests at once cannot both slip under
   * the limit): true when the attempt may go on.
   */
  take(key: string, now = Date.now()): Promise<boolean> {
    return this.store.update(this.scope, key, (stored) => {
      const e = this.live(stored, now);
      if ((e?.count ?? 0) >= this.refuseAfter) return { next: stored, result: false };
      return {
        next: e
          ? { ...e, count: e.count + 1, last: now }
          : { count: 1, queued: 0, first: now, last: now, nextSlot: now },
        result: true,
      };
    });
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
  constructor(
    private readonly store: ThrottleStore,
    private readonly scope: string,
    private readonly stepMs = 250,
    private readonly windowMs = 15 * 60_000,
    private readonly slowAfter = 3,
    private readonly maxStepMs = 30_000,
    private readonly maxWaitMs = 60_000,
  ) {}

  private live(e: ThrottleEntry | null, now: number): ThrottleEntry | null {
    return e && now - e.last <= this.windowMs ? e : null;
  }

  /**
   * Milliseconds this attempt must wait before its password is checked, or null when refused for now. Attempts
   * being checked count as failures to come from the first one, so a burst sent at once is slowed too (30 guesses
   * in parallel used to all pass before the first failure was counted).
   */
  reserve(key: string, now = Date.now()): Promise<number | null> {
    return this.store.update(this.scope, key, (stored) => {
      const e = this.live(stored, now);
      if (!e || e.count + e.queued < this.slowAfter) {
        const base = e ?? { count: 0, queued: 0, first: now, last: now, nextSlot: now };
        return { next: { ...base, queued: base.queued + 1 }, result: 0 };
      }
      const slot = Math.max(now, e.nextSlot);
      if (slot - now > this.maxWaitMs) return { next: e, result: null };
      // Attempts still waiting count as failures to come: parallel guesses grow the gap too.
      const gap = Math.min(this.maxStepMs, this.stepMs * 2 ** Math.min(30, e.count + e.queued - this.slowAfter));
      return { next: { ...e, nextSlot: slot + gap, queued: e.queued + 1 }, result: slot - now };
    });
  }

  /** After a refusal: milliseconds until an attempt would be queued again (at least a second). */
  retryAfterMs(key: string, now = Date.now()): Promise<number> {
    return this.store.update(this.scope, key, (stored) => {
      const e = this.live(stored, now);
      const ms = e ? Math.max(now, e.nextSlot) - now - this.maxWaitMs : 0;
      return { next: stored, result: Math.max(1000, Math.ceil(ms)) };
    });
  }

  fail(key: string, now = Date.now()): Promise<void> {
    return this.store.update(this.scope, key, (stored) => {
      const e = this.live(stored, now);
      return {
        next: e
          ? { ...e, count: e.count + 1, queued: Math.max(0, e.queued - 1), last: now }
          : { count: 1, queued: 0, first: now, last: now, nextSlot: now },
        result: undefined,
      };
    });
  }

  succeed(key: string): Promise<void> {
    return this.store.update(this.scope, key, () => ({ next: null, result: undefined }));
  }
}

/** Registrations from one address inside 15 minutes (each one notifies the administrators). */
export const REGISTRATIONS_PER_ADDRESS = 10;
