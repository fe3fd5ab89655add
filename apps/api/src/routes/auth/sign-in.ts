import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type TErrorCode } from '@lab/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { fieldError } from '../../lib/http-error';
import { AccountThrottle, LoginThrottle, type ThrottleStore } from '../../lib/throttle';
import { accountThrottle } from '../../lib/password-check';
import { createSession } from '../../plugins/auth';
import { actorOf, writeAudit } from '../../plugins/audit';
import { findUserByEmail, type UserRow } from './repository';

/** RFC 5321's limit for an address. */
export const EMAIL_MAX_LENGTH = 254;

export type SignInResult =
  | { kind: 'signed-in'; user: UserRow; sessionId: string }
  /** Answered with this status and code: too many attempts (429), a blocked or deactivated account (403). */
  | { kind: 'refused'; status: 403 | 429; error: string; code: TErrorCode }
  /** Unknown email or wrong password: one answer for both, so it never tells which addresses exist. */
  | { kind: 'bad-credentials' };

/**
 * Sign-in with email and password: throttling per address and per account, the password check, the session and
 * the audit trail. The throttles count in the app's throttle store (shared by every process on PostgreSQL).
 */
export class SignInService {
  private readonly addresses: LoginThrottle;
  private readonly accounts: AccountThrottle;

  constructor(
    config: Pick<AppConfig, 'loginSlowdownMs' | 'loginMaxFailuresPerAddress' | 'loginMaxWaitMs'>,
    store: ThrottleStore,
  ) {
    this.addresses = new LoginThrottle(
      store,
      'sign-in-address',
      config.loginSlowdownMs,
      15 * 60_000,
      3,
      config.loginMaxFailuresPerAddress,
    );
    this.accounts = accountThrottle(config, store);
  }

  async signIn(db: Db, req: FastifyRequest, email: string, password: string): Promise<SignInResult> {
    const ipKey = `ip:${req.ip}`;
    const accountKey = email.trim().toLowerCase();
    const failAudit = (why: string, userId: number | null = null) =>
      // What is stored of a typed email is cut short: a hostile body must not fill the trail.
      writeAudit(
        db,
        { ...actorOf(req), userId, username: email.slice(0, EMAIL_MAX_LENGTH) },
        {
          eventtype: 'sign-in-failed',
          eventdescription: `Failed sign-in: ${why}`,
          entity: 'user',
          entityId: userId,
        },
      );
    const lockedOut = { kind: 'refused', status: 429, error: AUTH_MESSAGES.lockedOut, code: 'rate_limited' } as const;
    if (email.length > EMAIL_MAX_LENGTH) {
      await failAudit('email too long');
      throw fieldError('email', `Email must be at most ${EMAIL_MAX_LENGTH} characters`);
    }
    if (await this.addresses.isRefused(ipKey)) return lockedOut;
    // Known and unknown addresses wait and are refused alike, so the answer never tells which exist.
    const wait = await this.accounts.reserve(accountKey);
    if (wait === null) {
      await failAudit('too many attempts for this email');
      return lockedOut;
    }
    await sleep(wait);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!ok) {
      await sleep(await this.addresses.delayFor(ipKey));
      await this.addresses.fail(ipKey);
      // Counted by the email typed, not in the user row: a write only for real accounts would time apart.
      await this.accounts.fail(accountKey);
    }
    // A blocked account says so whatever the password, so the answer is no password oracle.
    if (user && (user.status === 'blocked' || user.status === 'deactivated')) {
      await failAudit(`account ${user.status}`, user.id);
      const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
      return { kind: 'refused', status: 403, error: AUTH_MESSAGES[user.status], code };
    }
    if (!user || !ok) {
      await failAudit(user ? 'wrong password' : 'unknown email', user?.id ?? null);
      return { kind: 'bad-credentials' };
    }
    await this.accounts.succeed(accountKey);
    await this.addresses.succeed(ipKey);
    const sessionId = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
        .where(eq(users.id, user.id));
      const sid = await createSession(tx, user.id, req);
      await writeAudit(
        tx,
        { ...actorOf(req), userId: user.id, username: user.email },
        {
          eventtype: 'sign-in',
          eventdescription: `${user.name} signed in`,
          entity: 'user',
          entityId: user.id,
        },
      );
      return sid;
    });
    return { kind: 'signed-in', user, sessionId };
  }
}
