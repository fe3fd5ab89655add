import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  ZApiError,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  noticeText,
  publicLink,
} from '@lab/domain';
import { passwordResets, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { fieldError } from '../../lib/http-error';
import { passwordProblem } from '../../lib/password-policy';
import { LoginThrottle } from '../../lib/throttle';
import { languagesOf } from '../../services/notify';
import { revokeSessions } from '../../plugins/auth';
import { actorOf, writeAudit, type AuditActor } from '../../plugins/audit';
import { PUBLIC_URL_MISSING, publicOriginOf } from '../../services/public-links';
import { findUserByEmail, findUserById } from './repository';
import { EMAIL_MAX_LENGTH } from './sign-in';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Reset requests one address (IP) may make in 15 minutes before it is answered 429. */
const REQUESTS_PER_ADDRESS = 10;
/** Reset mails one email address gets in 15 minutes; further requests get the same answer and no mail. */
const MAILS_PER_EMAIL = 3;
/** Wrong tokens one address may present in 15 minutes before it is answered 429. */
const BAD_TOKENS_PER_ADDRESS = 20;

/** Only the SHA-256 of a token is stored: a leaked table opens no account. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by email (docs/api.md#password-reset): `forgot-password` mails a single-use link valid
 * 30 minutes and answers alike for every address; `reset-password` sets the new password from that link and
 * ends the account's sessions.
 */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = new LoginThrottle(app.throttles, 'reset-requests', 0, 15 * 60_000, Infinity, REQUESTS_PER_ADDRESS);
  const mails = new LoginThrottle(app.throttles, 'reset-mails', 0, 15 * 60_000, Infinity, MAILS_PER_EMAIL);
  const badTokens = new LoginThrottle(app.throttles, 'reset-tokens', 0, 15 * 60_000, Infinity, BAD_TOKENS_PER_ADDRESS);
  // The work behind an answer runs after it (so its time tells nothing); closing the app waits for it.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/api/authenticate/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use link (30 minutes) to reset the password; the same answer for every address',
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotPasswordResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const ipKey = `ip:${req.ip}`;
      if (!(await requests.take(ipKey))) {
        return reply.code(429).send({ error: PASSWORD_RESET_MESSAGES.tooMany, code: 'rate_limited' });
      }
      const job = {
        email: req.body.email.trim().slice(0, EMAIL_MAX_LENGTH + 1),
        actor: actorOf(req),
      };
      const work = handleRequest(app, job, mails).catch((err: unknown) =>
        app.log.error({ err: (err as Error).message }, 'password reset request failed'),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { ok: true as const, message: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  app.post(
    '/api/authenticate/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; ends every session of the account',
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      const ipKey = `ip:${req.ip}`;
      if (await badTokens.isRefused(ipKey)) {
        return reply.code(429).send({ error: PASSWORD_RESET_MESSAGES.tooMany, code: 'rate_limited' });
      }
      const badToken = async () => {
        await badTokens.fail(ipKey);
        return fieldError('token', PASSWORD_RESET_MESSAGES.badToken);
      };
      const { token, password } = req.body;
      if (!token || token.length > 200) throw await badToken();
      const [reset] = await app.db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashResetToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      const user = reset ? await findUserById(app.db, reset.userId) : undefined;
      if (!reset || !user || user.status !== 'active') throw await badToken();
      // The token stays usable when only the password is refused: the user corrects it and tries again.
      const problem = passwordProblem(password, user.email);
      if (problem) throw fieldError('password', problem);
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        // Claimed atomically: of two parallel uses of one link, one wins.
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (claimed.length === 0) throw await badToken();
        // Any other link still outstanding for the account dies with this one.
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeSessions(tx, user.id, 'password-reset');
        await writeAudit(
          tx,
          { ...actorOf(req), userId: user.id, username: user.email },
          {
            eventtype: 'password-reset',
            eventdescription: `${user.name} reset their password with an emailed link`,
            entity: 'user',
            entityId: user.id,
          },
        );
      });
      await badTokens.succeed(ipKey);
      return { ok: true as const, message: PASSWORD_RESET_MESSAGES.done };
    },
  );
};

export default passwordResetRoutes;

interface ResetJob {
  email: string;
  actor: AuditActor;
}

/** Looks the address up and, for an active account, stores a token's hash and mails the link; audits either way. */
async function handleRequest(app: FastifyInstance, job: ResetJob, mails: LoginThrottle): Promise<void> {
  const audit = (description: string, userId: number | null, username: string) =>
    writeAudit(
      app.db,
      { ...job.actor, userId, username: username.slice(0, EMAIL_MAX_LENGTH) },
      {
        eventtype: 'password-reset',
        eventdescription: description,
        entity: 'user',
        entityId: userId,
      },
    );
  if (job.email.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(job.email)) {
    return audit('Password reset requested for a malformed address; no mail sent', null, job.email);
  }
  const emailKey = job.email.toLowerCase();
  if (!(await mails.take(emailKey))) {
    return audit('Password reset requested too often for this address; no mail sent', null, job.email);
  }
  const user = await findUserByEmail(app.db, job.email);
  if (!user) return audit('Password reset requested for an unknown address; no mail sent', null, job.email);
  if (user.status !== 'active') {
    return audit(`Password reset requested for a ${user.status} account; no mail sent`, user.id, user.email);
  }
  // The link starts with the configured public address, never the request's Host header: a sender who names
  // their own host would otherwise have the lab mail its user a genuine link that hands them the token.
  const origin = await publicOriginOf(app.db, app.config);
  if (!origin) {
    app.log.error(`password reset for user ${user.id}: ${PUBLIC_URL_MISSING}`);
    return audit(
      `Password reset requested for ${user.name}; no mail sent: the portal's public address (PUBLIC_URL) is not set`,
      user.id,
      user.email,
    );
  }
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      requestedIp: job.actor.ip,
    });
    await writeAudit(
      tx,
      { ...job.actor, userId: user.id, username: user.email },
      {
        eventtype: 'password-reset',
        eventdescription: `Password reset requested for ${user.name}; link sent by email`,
        entity: 'user',
        entityId: user.id,
      },
    );
  });
  const lab = app.config.labName;
  const link = publicLink(origin, `/pages/reset-password?token=${token}`);
  // In the person's language: the one they chose, else the lab's report language, else English.
  const language = (await languagesOf(app.db, [user.id])).get(user.id) ?? 'en';
  await app.mailer.sendOrKeep(
    {
      to: [user.email],
      subject: noticeText(language, 'passwordResetSubject', { lab }),
      text: noticeText(language, 'passwordResetBody', {
        lab,
        name: user.name,
        email: user.email,
        link,
        minutes: PASSWORD_RESET_TTL_MINUTES,
      }),
    },
    path.join(app.config.dataDir, 'outbox'),
  );
}
