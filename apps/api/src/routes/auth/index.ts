import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AUTH_MFA_MESSAGES,
  ZApiError,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZPasskeySignInRequest,
  ZPasskeySignInResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZSessionUser,
  ZWebauthnOptions,
  personNameProblem,
} from '@lab/domain';
import { sessions, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { fieldError, HttpError } from '../../lib/http-error';
import { passwordProblem } from '../../lib/password-policy';
import { createSession, loadSession } from '../../plugins/auth';
import { writeAudit, actorOf } from '../../plugins/audit';
import { findUserByEmail, findUserById, sessionUserOf, toSessionUser } from './repository';
import { LoginThrottle, REGISTRATIONS_PER_ADDRESS } from '../../lib/throttle';
import { EMAIL_MAX_LENGTH, signInWithPasskey, SignInService } from './sign-in';
import { passwordlessAllowed, passwordlessOptions, relyingPartyOf } from '../../services/passkeys';
import passwordResetRoutes from './password-reset';
import unlockRoutes from './unlock';
import mfaSignInRoutes from './mfa';
import oidcRoutes from './oidc';
import { onAccountRegistered } from './accounts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A name is a person's, not a page. */
const NAME_MAX_LENGTH = 200;
const REGISTER_REFUSED = 'Too many registrations from this address. Try again in a few minutes.';

/** Sign-in, registration, token refresh, sign-out and password change (docs/api.md#authentication-calls). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIns = new SignInService(app.config, app.throttles);
  await app.register(passwordResetRoutes);
  await app.register(unlockRoutes);
  await app.register(mfaSignInRoutes);
  await app.register(oidcRoutes);
  // Every registration attempt counts, taken email or not: 30 accounts in 2 s each notified the admins.
  const registrations = new LoginThrottle(
    app.throttles,
    'registrations',
    0,
    15 * 60_000,
    Infinity,
    REGISTRATIONS_PER_ADDRESS,
  );

  app.post(
    '/api/authenticate/login/user',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 403: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const result = await signIns.signIn(app.db, req, req.body.email, req.body.password);
      if (result.kind === 'refused') return reply.code(result.status).send({ error: result.error, code: result.code });
      if (result.kind === 'bad-credentials') return { error: AUTH_MESSAGES.badCredentials };
      if (result.kind === 'mfa-required')
        return { mfaRequired: true as const, mfaToken: result.mfaToken, methods: result.methods };
      return {
        user: await sessionUserOf(app.db, result.user),
        accessToken: await app.tokens.sign(result.user.id, result.sessionId),
      };
    },
  );

  // Options for a passkey sign-in make a row each: counted per address, as registrations are.
  const passkeyOptions = new LoginThrottle(app.throttles, 'passkey-options', 0, 15 * 60_000, Infinity, 60);

  app.post(
    '/api/authenticate/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with a passkey alone (where the administrator allows it): the browser's request options, for the discoverable passkeys it holds (the challenge works 5 minutes, once)",
        response: { 200: ZWebauthnOptions, 403: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      if (!(await passwordlessAllowed(app.db)))
        return reply.code(403).send({ error: AUTH_MFA_MESSAGES.passwordlessOff, code: 'forbidden' });
      if (!(await passkeyOptions.take(`ip:${req.ip}`)))
        return reply.code(429).send({ error: AUTH_MESSAGES.lockedOut, code: 'rate_limited' });
      return { ...(await passwordlessOptions(app.db, await relyingPartyOf(app.db, app.config))) };
    },
  );

  app.post(
    '/api/authenticate/passkey/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a passkey alone: its assertion (made with user verification) gives the session, as the password sign-in does',
        body: ZPasskeySignInRequest,
        response: { 200: ZPasskeySignInResponse, 400: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const result = await signInWithPasskey(
        app.db,
        req,
        signIns,
        app.secondFactors,
        await relyingPartyOf(app.db, app.config),
        req.body.webauthn,
      );
      if (result.kind === 'refused') {
        return reply
          .code(result.status)
          .send({ error: result.error, code: result.code, ...(result.fields ? { fields: result.fields } : {}) });
      }
      return {
        user: await sessionUserOf(app.db, result.user),
        accessToken: await app.tokens.sign(result.user.id, result.sessionId),
      };
    },
  );

  app.post(
    '/api/authenticate/register/user',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; it has no role until an administrator grants one',
        body: ZRegisterRequest,
        response: { 200: ZRegisterResponse, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const ipKey = `ip:${req.ip}`;
      if (!(await registrations.take(ipKey)))
        return reply.code(429).send({ error: REGISTER_REFUSED, code: 'rate_limited' });
      const { email, password, name } = req.body;
      const errors = { email: null as string | null, name: null as string | null, password: null as string | null };
      if (!name) errors.name = AUTH_MESSAGES.emptyName;
      else if (name.length > NAME_MAX_LENGTH) errors.name = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
      else if (personNameProblem(name)) errors.name = `Name ${personNameProblem(name)}.`;
      if (email.length > EMAIL_MAX_LENGTH) errors.email = `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;
      else if (!EMAIL_RE.test(email)) errors.email = 'Please enter a valid email.';
      else if (await findUserByEmail(app.db, email)) errors.email = AUTH_MESSAGES.emailTaken;
      errors.password = passwordProblem(password, email);
      if (errors.email || errors.name || errors.password) return { error: errors };
      const passwordHash = await hashPassword(password);
      const { user, sid } = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email, name, username: email.split('@')[0]!, passwordHash, role: null, status: 'active' })
          .returning();
        const sid = await createSession(tx, created!.id, req);
        await writeAudit(
          tx,
          { ...actorOf(req), userId: created!.id, username: email },
          {
            eventtype: 'register',
            eventdescription: `${name} registered; access pending an administrator`,
            entity: 'user',
            entityId: created!.id,
          },
        );
        await onAccountRegistered(tx, created!);
        return { user: created!, sid };
      });
      return { user: toSessionUser(user), accessToken: await app.tokens.sign(user.id, sid) };
    },
  );

  app.post(
    '/api/authenticate/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a valid access token for a fresh one',
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, 401: ZApiError, 423: ZApiError },
      },
    },
    async (req, reply) => {
      const check = await loadSession(app, req.body.accessToken);
      // A locked session gets no fresh token until it is unlocked (it is not over: 423, not 401).
      if (!check.ok && check.reason === 'locked')
        return reply.code(423).send({ error: AUTH_MESSAGES.sessionLocked, code: 'session_locked' });
      if (!check.ok) return reply.code(401).send({ error: AUTH_MESSAGES.invalidToken, code: 'sign_in_required' });
      const user = await findUserById(app.db, check.user.id);
      if (!user) return reply.code(401).send({ error: AUTH_MESSAGES.invalidToken, code: 'sign_in_required' });
      return {
        // The session's own check said whether it must enrol (a single sign-on's second factor counts there).
        userData: { ...toSessionUser(user), mfaEnrolmentRequired: check.user.mfaEnrolmentRequired },
        accessToken: await app.tokens.sign(user.id, check.user.sessionId),
      };
    },
  );

  app.get(
    '/api/authenticate/me',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowDuringMfaEnrolment: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZSessionUser } },
    },
    async (req) => {
      const user = await findUserById(app.db, req.user!.id);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
      return { ...toSessionUser(user), mfaEnrolmentRequired: req.user!.mfaEnrolmentRequired };
    },
  );

  app.post(
    '/api/authenticate/logout',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowWhileLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session on the server',
        body: z.object({ reason: z.enum(['user', 'idle']).default('user') }).optional(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const reason = req.body?.reason ?? 'user';
      await app.db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: reason === 'idle' ? 'idle' : 'logout' })
          .where(eq(sessions.id, req.user!.sessionId));
        await req.audit(
          {
            eventtype: reason === 'idle' ? 'session-timeout' : 'sign-out',
            eventdescription:
              reason === 'idle' ? `${req.user!.name}'s session timed out` : `${req.user!.name} signed out`,
            entity: 'user',
            entityId: req.user!.id,
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/authenticate/change-password',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user’s password (the current one is checked)',
        body: ZChangePasswordRequest,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (req) => {
      const user = await findUserById(app.db, req.user!.id);
      // Counted by the account throttle shared with sign-in and every other password check (429 when refused).
      if (!user || !(await app.passwords.verify(user, req.body.currentPassword))) {
        throw new HttpError(400, 'currentPassword: The current password is not correct', {
          currentPassword: 'The current password is not correct',
        });
      }
      const problem = passwordProblem(req.body.newPassword, user.email);
      if (problem) throw fieldError('newPassword', problem);
      const passwordHash = await hashPassword(req.body.newPassword);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        // Whoever else holds a session of this account (a stolen token, a forgotten browser) is signed out.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: 'password-change' })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, req.user!.sessionId)));
        await req.audit(
          {
            eventtype: 'password-change',
            eventdescription: `${user.name} changed their password`,
            entity: 'user',
            entityId: user.id,
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );
};

export default authRoutes;
