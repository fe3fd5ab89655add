import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  AUTH_MFA_MESSAGES,
  MFA_TOKEN_MAX_FAILURES,
  ZApiError,
  ZMfaVerifyRequest,
  ZMfaVerifyResponse,
} from '@lab/domain';
import { mfaChallenges } from '../../db/schema/index';
import { fieldError, HttpError } from '../../lib/http-error';
import { actorOf, writeAudit } from '../../plugins/audit';
import { notify } from '../../services/notify';
import { factorsOf } from '../../services/second-factors';
import { findUserById, toSessionUser } from './repository';
import { hashToken } from './mfa-token';
import { startSession } from './sign-in';

const tokenInvalid = () => new HttpError(401, AUTH_MFA_MESSAGES.tokenInvalid, undefined, 'mfa_token_invalid');

/**
 * The sign-in's second step (docs/security.md#second-factors): the `mfaToken` the right password gave, and a code
 * of the authenticator app or a recovery code. The token works for 5 minutes and once; it is claimed while its code
 * is checked, so two requests with one token never both sign in. Wrong codes count on the account's own throttle
 * (slower, then 429) and on the token (spent after MFA_TOKEN_MAX_FAILURES).
 */
const mfaSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/authenticate/mfa/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Second step of a sign-in: the mfaToken and a TOTP or recovery code give the session',
        body: ZMfaVerifyRequest,
        response: { 200: ZMfaVerifyResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const [challenge] = await app.db
        .update(mfaChallenges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(mfaChallenges.tokenHash, hashToken(req.body.mfaToken)),
            isNull(mfaChallenges.usedAt),
            gt(mfaChallenges.expiresAt, sql`now()`),
            lt(mfaChallenges.failures, MFA_TOKEN_MAX_FAILURES),
          ),
        )
        .returning();
      if (!challenge) throw tokenInvalid();
      const user = await findUserById(app.db, challenge.userId);
      if (!user) throw tokenInvalid();
      if (user.status === 'blocked' || user.status === 'deactivated') {
        const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
        return reply.code(403).send({ error: AUTH_MESSAGES[user.status], code });
      }
      let used: 'totp' | 'recovery' | null = null;
      try {
        used = await app.secondFactors.verify(app.db, user.id, req.body.code);
      } finally {
        if (!used) {
          // Given back for another try, unless this was its last.
          await app.db
            .update(mfaChallenges)
            .set({
              failures: sql`${mfaChallenges.failures} + 1`,
              usedAt: challenge.failures + 1 >= MFA_TOKEN_MAX_FAILURES ? new Date() : null,
            })
            .where(eq(mfaChallenges.id, challenge.id));
          await writeAudit(
            app.db,
            { ...actorOf(req), userId: user.id, username: user.email },
            {
              eventtype: 'sign-in-failed',
              eventdescription: `Failed sign-in: wrong second factor for ${user.name}`,
              entity: 'user',
              entityId: user.id,
            },
          );
        }
      }
      if (!used) throw fieldError('code', AUTH_MFA_MESSAGES.badCode);
      const sessionId = await startSession(
        app.db,
        req,
        user,
        used === 'totp' ? ' with an authenticator app' : ' with a recovery code',
      );
      if (used === 'recovery') {
        const left = (await factorsOf(app.db, user.id)).recoveryCodesLeft;
        await app.db.transaction(async (tx) => {
          await writeAudit(
            tx,
            { ...actorOf(req), userId: user.id, username: user.email },
            {
              eventtype: 'mfa-recovery-code',
              eventdescription: `${user.name} signed in with a recovery code (${left} left)`,
              entity: 'user',
              entityId: user.id,
            },
          );
          await notify(tx, {
            userIds: [user.id],
            type: 'account',
            title: 'A recovery code was used',
            body: `Your account was signed in to with a recovery code; ${left} left. If this was not you, tell the laboratory administrator.`,
            link: '/pages/account-settings',
          });
        });
      }
      return { user: toSessionUser(user), accessToken: await app.tokens.sign(user.id, sessionId) };
    },
  );
};

export default mfaSignInRoutes;
