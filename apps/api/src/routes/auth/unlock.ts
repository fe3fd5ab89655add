import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, UNLOCK_MAX_FAILURES, ZApiError, ZUnlockRequest, ZUnlockResponse } from '@lab/domain';
import { sessions } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { fieldError, HttpError } from '../../lib/http-error';
import { LoginThrottle } from '../../lib/throttle';
import { findUserById } from './repository';

/**
 * The lock screen's unlock (docs/shell.md#lock-screen): the signed-in user's own password, checked like
 * change-password. The request passes loadSession, so it also touches the session. Wrong passwords count per
 * session: at the fifth the session ends (a locked screen left to a passer-by is not a place to guess at leisure).
 */
const unlockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counts only; no delay (the guesses are already capped at UNLOCK_MAX_FAILURES per session).
  const failures = new LoginThrottle(app.throttles, 'unlock', 0, 60 * 60_000, Infinity, UNLOCK_MAX_FAILURES);

  app.post(
    '/api/authenticate/unlock',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Unlock the locked screen with the signed-in user’s password',
        body: ZUnlockRequest,
        response: { 200: ZUnlockResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const key = `session:${me.sessionId}`;
      const user = await findUserById(app.db, me.id);
      if (user && (await verifyPassword(req.body.password, user.passwordHash))) {
        await failures.succeed(key);
        await req.audit({
          eventtype: 'sign-in',
          eventdescription: `${me.name} unlocked the screen`,
          entity: 'user',
          entityId: me.id,
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
