import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES, UNLOCK_MAX_FAILURES, ZApiError, ZUnlockRequest, ZUnlockResponse } from '@lab/domain';
import { sessions } from '../../db/schema/index';
import { fieldError, HttpError } from '../../lib/http-error';
import { LoginThrottle } from '../../lib/throttle';
import { relyingPartyOf } from '../../services/passkeys';
import { requireSecondFactor, usedFactorText, type UsedSecondFactor } from '../../services/second-factors';
import { findUserById } from './repository';

/**
 * The lock screen (docs/shell.md#lock-screen, docs/security.md#signing-review-and-the-lock). The lock is the
 * session's, not a tab's: `POST /api/authenticate/lock` marks the session locked, and from then on every call with
 * its token, from any tab, answers 423 `session_locked` until `POST /api/authenticate/unlock` with the user's own
 * password. Only these two and sign-out are answered while locked.
 *
 * The unlock's password goes through the account throttle shared with sign-in (429 when refused); wrong passwords
 * also count per session: at the fifth the session ends (a locked screen left to a passer-by is not a place to guess
 * at leisure).
 */
const unlockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counts only; no delay (the guesses are already capped at UNLOCK_MAX_FAILURES per session).
  const failures = new LoginThrottle(app.throttles, 'unlock', 0, 60 * 60_000, Infinity, UNLOCK_MAX_FAILURES);

  app.post(
    '/api/authenticate/lock',
    {
      // Locking is no activity: the call does not move the session's "last seen", so the idle limit runs on.
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowWhileLocked: true, keepIdle: true },
      schema: {
        tags: ['auth'],
        summary: 'Lock the session: every call with its token, in every tab, answers 423 until the unlock',
        response: { 200: ZUnlockResponse },
      },
    },
    async (req) => {
      const me = req.user!;
      await app.db.transaction(async (tx) => {
        const locked = await tx
          .update(sessions)
          .set({ lockedAt: new Date() })
          .where(and(eq(sessions.id, me.sessionId), isNull(sessions.lockedAt)))
          .returning({ id: sessions.id });
        if (locked.length === 0) return;
        await req.audit(
          {
            eventtype: 'session-lock',
            eventdescription: `${me.name} locked the screen`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/authenticate/unlock',
    {
      config: { access: 'authenticated', allowWhileLocked: true },
      schema: {
        tags: ['auth'],
        summary:
          'Unlock the session with the signed-in user’s password, and their second factor (a code or a passkey) where they have one',
        body: ZUnlockRequest,
        response: { 200: ZUnlockResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const key = `session:${me.sessionId}`;
      const user = await findUserById(app.db, me.id);
      if (user && (await app.passwords.verify(user, req.body.password))) {
        // A user with a second factor gives it too: a code or a passkey (400 naming `code` or `webauthn`; wrong
        // answers are throttled per account and audited).
        let used: UsedSecondFactor | null;
        try {
          used = await requireSecondFactor(app.db, app.secondFactors, () => relyingPartyOf(app.db, app.config), me.id, {
            code: req.body.code,
            webauthn: req.body.webauthn,
          });
        } catch (err) {
          const given = req.body.webauthn ? 'passkey' : req.body.code?.trim() ? 'code' : null;
          if (given && err instanceof HttpError && err.statusCode === 400) {
            await req.audit({
              eventtype: 'sign-in-failed',
              eventdescription: `${me.name} gave a wrong second factor (${given}) on the lock screen`,
              entity: 'user',
              entityId: me.id,
            });
          }
          throw err;
        }
        await failures.succeed(key);
        await app.db.transaction(async (tx) => {
          await tx.update(sessions).set({ lockedAt: null }).where(eq(sessions.id, me.sessionId));
          await req.audit(
            {
              eventtype: 'sign-in',
              eventdescription: `${me.name} unlocked the screen${usedFactorText(used)}`,
              entity: 'user',
              entityId: me.id,
            },
            tx,
          );
        });
        return { ok: true as const };
      }
      await failures.fail(key);
      if (await failures.isRefused(key)) {
        await failures.succeed(key);
        await app.db.transaction(async (tx) => {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(), revokeReason: 'logout' })
            .where(eq(sessions.id, me.sessionId));
          await req.audit(
            {
              eventtype: 'sign-out',
              eventdescription: `${me.name} was signed out after ${UNLOCK_MAX_FAILURES} wrong passwords on the lock screen`,
              entity: 'user',
              entityId: me.id,
            },
            tx,
          );
        });
        throw new HttpError(401, AUTH_MESSAGES.unlockTooManyTries, undefined, 'invalid_credentials');
      }
      await req.audit({
        eventtype: 'sign-in-failed',
        eventdescription: `${me.name} typed a wrong password on the lock screen`,
        entity: 'user',
        entityId: me.id,
      });
      throw fieldError('password', AUTH_MESSAGES.unlockWrongPassword);
    },
  );
};

export default unlockRoutes;
