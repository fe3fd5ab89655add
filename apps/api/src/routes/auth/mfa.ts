import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  AUTH_MFA_MESSAGES,
  MFA_TOKEN_MAX_FAILURES,
  ZApiError,
  ZMfaVerifyRequest,
  ZMfaVerifyResponse,
  ZWebauthnOptions,
  ZWebauthnSignInOptionsRequest,
  noticeText,
} from '@lab/domain';
import { mfaChallenges } from '../../db/schema/index';
import { fieldError, HttpError } from '../../lib/http-error';
import { actorOf, writeAudit } from '../../plugins/audit';
import { notify } from '../../services/notify';
import { factorsOf } from '../../services/second-factors';
import { authenticationOptions, relyingPartyOf } from '../../services/passkeys';
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
    '/api/authenticate/mfa/webauthn/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Second step with a passkey: the browser's request options for this sign-in (its mfaToken)",
        body: ZWebauthnSignInOptionsRequest,
        response: { 200: ZWebauthnOptions, 401: ZApiError },
      },
    },
    async (req) => {
      // The token stays unused: the challenge is kept on it, and verify claims both at once.
      const [challenge] = await app.db
        .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
        .from(mfaChallenges)
        .where(
          and(
            eq(mfaChallenges.tokenHash, hashToken(req.body.mfaToken)),
            eq(mfaChallenges.purpose, 'sign-in'),
            isNull(mfaChallenges.usedAt),
            gt(mfaChallenges.expiresAt, sql`now()`),
            lt(mfaChallenges.failures, MFA_TOKEN_MAX_FAILURES),
          ),
        );
      if (!challenge?.userId) throw tokenInvalid();
      if (!(await factorsOf(app.db, challenge.userId)).passkeys) throw tokenInvalid();
      const options = await authenticationOptions(app.db, await relyingPartyOf(app.db, app.config), challenge.userId);
      await app.db
        .update(mfaChallenges)
        .set({ webauthnChallenge: options.challenge })
        .where(eq(mfaChallenges.id, challenge.id));
      return { ...options };
    },
  );

  app.post(
    '/api/authenticate/mfa/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Second step of a sign-in: the mfaToken and a TOTP or recovery code, or a passkey's assertion, give the session",
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
            eq(mfaChallenges.purpose, 'sign-in'),
            isNull(mfaChallenges.usedAt),
            gt(mfaChallenges.expiresAt, sql`now()`),
            lt(mfaChallenges.failures, MFA_TOKEN_MAX_FAILURES),
          ),
        )
        .returning();
      if (!challenge?.userId) throw tokenInvalid();
      const user = await findUserById(app.db, challenge.userId);
      if (!user) throw tokenInvalid();
      if (user.status === 'blocked' || user.status === 'deactivated') {
        const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
        return reply.code(403).send({ error: AUTH_MESSAGES[user.status], code });
      }
      let used: 'totp' | 'recovery' | 'webauthn' | null = null;
      let passkeyName = '';
      try {
        const { code, webauthn } = req.body;
        if (webauthn) {
          // The challenge given for this token is spent with it: a refused assertion needs new options.
          if (challenge.webauthnChallenge) {
            await app.db
              .update(mfaChallenges)
              .set({ webauthnChallenge: null })
              .where(eq(mfaChallenges.id, challenge.id));
            const name = await app.secondFactors.verifyPasskey(
              app.db,
              await relyingPartyOf(app.db, app.config),
              user.id,
              challenge.webauthnChallenge,
              webauthn,
            );
            if (name !== null) {
              used = 'webauthn';
              passkeyName = name;
            }
          }
        } else if (code !== undefined) used = await app.secondFactors.verify(app.db, user.id, code);
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
      if (!used) {
        if (req.body.webauthn) throw fieldError('webauthn', AUTH_MFA_MESSAGES.passkeyFailed);
        throw fieldError('code', AUTH_MFA_MESSAGES.badCode);
      }
      const how = {
        totp: ' with an authenticator app',
        recovery: ' with a recovery code',
        webauthn: ` with the passkey "${passkeyName}"`,
      }[used];
      const sessionId = await startSession(app.db, req, user, how);
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
            words: (l) => ({
              title: noticeText(l, 'recoveryCodeTitle'),
              body: noticeText(l, 'recoveryCodeBody', { left }),
            }),
            link: '/pages/account-settings',
          });
        });
      }
      return { user: toSessionUser(user), accessToken: await app.tokens.sign(user.id, sessionId) };
    },
  );
};

export default mfaSignInRoutes;
