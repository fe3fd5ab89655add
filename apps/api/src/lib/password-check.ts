import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config';
import { HttpError } from './http-error';
import { verifyPassword } from './passwords';
import { AccountThrottle, type ThrottleStore } from './throttle';

/**
 * One throttle per account for every password the portal checks: sign-in, change-password, the unlock of the lock
 * screen, and the electronic signature of a sign-out, an amendment or an addendum (docs/security.md#signing-review-and-the-lock).
 * They count in the sign-in's own scope and key (the account's email in lower case), so wrong passwords at the lock
 * screen or at a signature slow and then refuse sign-ins too, and the other way round.
 */
export const ACCOUNT_THROTTLE_SCOPE = 'sign-in-account';

export function accountThrottle(
  config: Pick<AppConfig, 'loginSlowdownMs' | 'loginMaxWaitMs'>,
  store: ThrottleStore,
): AccountThrottle {
  return new AccountThrottle(
    store,
    ACCOUNT_THROTTLE_SCOPE,
    config.loginSlowdownMs,
    15 * 60_000,
    3,
    30_000,
    config.loginMaxWaitMs,
  );
}

/** The 429 of a throttled password check: when to try again, in the message and in Retry-After. */
export function tooManyPasswords(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const err = new HttpError(
    429,
    `Too many wrong passwords for this account: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    undefined,
    'rate_limited',
  );
  err.headers = { 'retry-after': String(seconds) };
  return err;
}

/** Checks a signed-in user's password (a stored hash) for them. */
export interface PasswordVerifier {
  /** True when `password` is the user's; throws 429 (`rate_limited`, Retry-After) while the account is throttled. */
  verify(user: { email: string; passwordHash: string | null }, password: string): Promise<boolean>;
}

/** The app's checks: queued and counted by the account throttle shared with sign-in. */
export class ThrottledPasswords implements PasswordVerifier {
  private readonly accounts: AccountThrottle;

  constructor(config: Pick<AppConfig, 'loginSlowdownMs' | 'loginMaxWaitMs'>, store: ThrottleStore) {
    this.accounts = accountThrottle(config, store);
  }

  async verify(user: { email: string; passwordHash: string | null }, password: string): Promise<boolean> {
    const key = user.email.trim().toLowerCase();
    const wait = await this.accounts.reserve(key);
    if (wait === null) throw tooManyPasswords(await this.accounts.retryAfterMs(key));
    let ok = false;
    try {
      await sleep(wait);
      ok = await verifyPassword(password, user.passwordHash);
    } finally {
      if (ok) await this.accounts.succeed(key);
      else await this.accounts.fail(key);
    }
    return ok;
  }
}

/** The demo seed signs its reports as the demo pathologist, outside any request: nothing to throttle. */
export const unthrottledPasswords: PasswordVerifier = {
  verify: (user, password) => verifyPassword(password, user.passwordHash),
};
