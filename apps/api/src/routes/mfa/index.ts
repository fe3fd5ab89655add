import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTH_MFA_MESSAGES,
  ZApiError,
  ZMfaStatus,
  ZPasskeyRegisterRequest,
  ZPasskeyRegisterResponse,
  ZPasskeyRemoveRequest,
  ZWebauthnOptions,
  ZTotpConfirmRequest,
  ZTotpConfirmResponse,
  ZTotpRemoveRequest,
  ZTotpSetupResponse,
} from '@lab/domain';
import { mfaRecoveryCodes, mfaTotp, mfaWebauthnCredentials, users } from '../../db/schema/index';
import { conflict, fieldError, HttpError } from '../../lib/http-error';
import {
  factorsOf,
  hasSecondFactor,
  hashRecoveryCode,
  methodsOf,
  newRecoveryCodes,
  newTotpSecret,
  removePasskey,
  removeTotp,
  totpOf,
} from '../../services/second-factors';
import {
  assertionOptions,
  passkeysOf,
  registrationOptions,
  relyingPartyOf,
  verifyRegistration,
} from '../../services/passkeys';
import { normalizeRecoveryCode } from '@lab/domain';

/**
 * My second factors (docs/security.md#second-factors, docs/api.md#second-factors): set up an authenticator app,
 * confirm it with a code (which gives the recovery codes, shown once), remove it with the password. Setup and
 * confirm answer while the policy sends the user to enrolment; nothing else of the portal does.
 */
const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = app.secondFactors.box;

  app.get(
    '/api/account/mfa',
    {
      config: { access: 'authenticated', allowDuringMfaEnrolment: true },
      schema: { tags: ['mfa'], summary: 'My second factors', response: { 200: ZMfaStatus } },
    },
    async (req) => {
      const f = await factorsOf(app.db, req.user!.id);
      const passkeys = await passkeysOf(app.db, req.user!.id);
      return {
        totp: f.totp,
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: f.recoveryCodesLeft,
        methods: methodsOf(f),
        enrolmentRequired: req.user!.mfaEnrolmentRequired,
      };
    },
  );

  app.post(
    '/api/account/mfa/totp/setup',
    {
      config: { access: 'authenticated', allowDuringMfaEnrolment: true },
      schema: {
        tags: ['mfa'],
        summary: 'Start setting up an authenticator app: a new secret to scan (no factor until confirmed)',
        response: { 200: ZTotpSetupResponse, 409: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const secret = newTotpSecret();
      await app.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ userId: mfaTotp.userId })
          .from(mfaTotp)
          .where(and(eq(mfaTotp.userId, me.id), isNotNull(mfaTotp.confirmedAt)))
          .for('update');
        if (current) throw conflict('An authenticator app is already set up: remove it first to set up another');
        const secretEnc = box.seal(secret, me.id);
        await tx
          .insert(mfaTotp)
          .values({ userId: me.id, secretEnc })
          .onConflictDoUpdate({
            target: mfaTotp.userId,
            set: { secretEnc, createdAt: new Date(), lastStep: null, confirmedAt: null },
          });
        await req.audit(
          {
            eventtype: 'mfa-enrol',
            eventdescription: `${me.name} began setting up an authenticator app`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
      });
      const issuer = app.config.labName?.trim() || 'Lab portal';
      return { secret, otpauthUrl: totpOf(secret, me.email, issuer).toString() };
    },
  );

  app.post(
    '/api/account/mfa/totp/confirm',
    {
      config: { access: 'authenticated', allowDuringMfaEnrolment: true },
      schema: {
        tags: ['mfa'],
        summary: 'Confirm the authenticator app with a code: it becomes a second factor; the recovery codes, once',
        body: ZTotpConfirmRequest,
        response: { 200: ZTotpConfirmResponse, 400: ZApiError, 409: ZApiError, 429: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const [pending] = await app.db.select().from(mfaTotp).where(eq(mfaTotp.userId, me.id)).limit(1);
      if (!pending) throw fieldError('code', 'Set up the authenticator app first');
      if (pending.confirmedAt) throw conflict('The authenticator app is already set up');
      if (!(await app.secondFactors.verify(app.db, me.id, req.body.code, { setup: true }))) {
        throw fieldError('code', AUTH_MFA_MESSAGES.badCode);
      }
      const codes = newRecoveryCodes();
      await app.db.transaction(async (tx) => {
        await tx.update(mfaTotp).set({ confirmedAt: new Date() }).where(eq(mfaTotp.userId, me.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, me.id));
        await tx
          .insert(mfaRecoveryCodes)
          .values(codes.map((c) => ({ userId: me.id, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })));
        await req.audit(
          {
            eventtype: 'mfa-enrol',
            eventdescription: `${me.name} set up an authenticator app as a second factor (${codes.length} recovery codes)`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
      });
      return { recoveryCodes: codes };
    },
  );

  app.delete(
    '/api/account/mfa/totp',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['mfa'],
        summary: 'Remove my authenticator app and recovery codes (my password is checked)',
        body: ZTotpRemoveRequest,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const [u] = await app.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, me.id));
      if (!u || !(await app.passwords.verify(u, req.body.password))) {
        throw fieldError('password', 'is not your password');
      }
      await app.db.transaction(async (tx) => {
        if (!(await removeTotp(tx, me.id))) throw new HttpError(404, 'No authenticator app is set up');
        await req.audit(
          {
            eventtype: 'mfa-remove',
            eventdescription: `${me.name} removed their authenticator app`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  // --- passkeys (docs/security.md#passkeys) -------------------------------------------------------------------

  app.post(
    '/api/account/mfa/webauthn/register/options',
    {
      config: { access: 'authenticated', allowDuringMfaEnrolment: true },
      schema: {
        tags: ['mfa'],
        summary: "Start registering a passkey: the browser's creation options (the challenge works 5 minutes, once)",
        response: { 200: ZWebauthnOptions },
      },
    },
    async (req) => {
      const me = req.user!;
      return { ...(await registrationOptions(app.db, await relyingPartyOf(app.db, app.config), me)) };
    },
  );

  app.post(
    '/api/account/mfa/webauthn/register/verify',
    {
      config: { access: 'authenticated', allowDuringMfaEnrolment: true },
      schema: {
        tags: ['mfa'],
        summary: 'Register the passkey the browser made; the recovery codes, once, when it is my first second factor',
        body: ZPasskeyRegisterRequest,
        response: { 200: ZPasskeyRegisterResponse, 400: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const rp = await relyingPartyOf(app.db, app.config);
      const checked = await verifyRegistration(app.db, rp, me.id, req.body.response);
      if (!checked.ok) {
        req.log.info({ reason: checked.reason }, 'passkey registration refused');
        throw fieldError('response', AUTH_MFA_MESSAGES.passkeyFailed);
      }
      return app.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: mfaWebauthnCredentials.id })
          .from(mfaWebauthnCredentials)
          .where(eq(mfaWebauthnCredentials.credentialId, checked.credentialId));
        if (taken) throw conflict('This passkey is already registered');
        const first = !hasSecondFactor(await factorsOf(tx, me.id));
        const count = (await passkeysOf(tx, me.id)).length;
        const name = req.body.name?.trim() || `Passkey ${count + 1}`;
        const [row] = await tx
          .insert(mfaWebauthnCredentials)
          .values({
            userId: me.id,
            credentialId: checked.credentialId,
            publicKey: checked.publicKey,
            counter: checked.counter,
            transports: checked.transports,
            name,
          })
          .returning({ id: mfaWebauthnCredentials.id });
        let recoveryCodes: string[] | undefined;
        if (first) {
          recoveryCodes = newRecoveryCodes();
          await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, me.id));
          await tx
            .insert(mfaRecoveryCodes)
            .values(
              recoveryCodes.map((c) => ({ userId: me.id, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })),
            );
        }
        await req.audit(
          {
            eventtype: 'mfa-enrol',
            eventdescription: `${me.name} registered a passkey "${name}" as a second factor${
              recoveryCodes ? ` (${recoveryCodes.length} recovery codes)` : ''
            }`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
        return { id: row!.id, name, ...(recoveryCodes ? { recoveryCodes } : {}) };
      });
    },
  );

  app.post(
    '/api/account/mfa/webauthn/assert/options',
    {
      // The lock screen asks for the passkey while the session is locked.
      config: { access: 'authenticated', allowWhileLocked: true },
      schema: {
        tags: ['mfa'],
        summary:
          "My passkey asked again (the lock screen's unlock, a signature): the browser's request options for my passkeys (the challenge works 5 minutes, once)",
        response: { 200: ZWebauthnOptions, 400: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      if (!(await factorsOf(app.db, me.id)).passkeys) throw fieldError('webauthn', AUTH_MFA_MESSAGES.noPasskey);
      return { ...(await assertionOptions(app.db, await relyingPartyOf(app.db, app.config), me.id)) };
    },
  );

  app.delete(
    '/api/account/mfa/webauthn/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['mfa'],
        summary: 'Remove one of my passkeys (my password is checked)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ZPasskeyRemoveRequest,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!;
      const [u] = await app.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, me.id));
      if (!u || !(await app.passwords.verify(u, req.body.password))) {
        throw fieldError('password', 'is not your password');
      }
      await app.db.transaction(async (tx) => {
        const gone = await removePasskey(tx, me.id, req.params.id);
        if (!gone) throw new HttpError(404, 'No such passkey');
        await req.audit(
          {
            eventtype: 'mfa-remove',
            eventdescription: `${me.name} removed their passkey "${gone.name}"`,
            entity: 'user',
            entityId: me.id,
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );
};

export default mfaRoutes;
