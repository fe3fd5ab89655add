import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TDiagnosis } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, demoCredentials, type TestContext } from './helper';
import { SoftAuthenticator } from './soft-authenticator';
import { accountSupport } from './account-support';

/**
 * Issue 27, passkeys beyond the sign-in's second step (docs/security.md#passkeys): the lock screen and the
 * electronic signature take a passkey's assertion where the user has one, with the software authenticator of
 * soft-authenticator.ts.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const { call, tokenOf, userId, lastAudit, registerWith } = accountSupport(() => t);

/** The challenge my passkey signs where my password is asked again (the lock screen, a signature). */
async function assertChallenge(token: string) {
  const res = await call(token, 'POST', '/api/account/mfa/webauthn/assert/options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challenge: string; allowCredentials: { id: string }[]; rpId: string };
}

const totpCode = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

/** A case of Dr. Rosa Lind (the demo pathologist's entry) with a written diagnosis, ready to sign. */
async function caseReadyToSign(pathologistToken: string) {
  const [physician] = await t.database.db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const providerId = (
    (await t.database.db.execute(
      sql`select id from providers where user_id = ${physician!.id} limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  const patientId = (
    (await t.database.db.execute(
      sql`select id from patients where user_id is null order by id limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  const created = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId,
      providerId,
      pathologistId: await idOf('pathologists', 'RL'),
      parts: [{ bodySiteId: await idOf('bodysites', 'SKFA'), laterality: 'left', description: 'Shave biopsy' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId = (created.json() as { id: number }).id;
  const d = (await call(pathologistToken, 'GET', `/api/cases/${caseId}/diagnosis`)).json() as TDiagnosis;
  const he = await idOf('stainlist', 'HE');
  const saved = await call(pathologistToken, 'PUT', `/api/cases/${caseId}/diagnosis`, {
    rowVersion: d.rowVersion,
    comment: '',
    icdCodeIds: [await idOf('icdcodelist', 'C44.91')],
    procedures: [{ procedureId: await idOf('procedurelist', '88305'), units: 1 }],
    parts: d.parts.map((p) => ({
      ...p,
      grossDescription: `Part ${p.letter}: a shave of skin, entirely submitted in ${p.letter}1.`,
      blocks: [{ label: `${p.letter}1`, description: '', slides: [{ label: `${p.letter}1-1`, stainId: he }] }],
      microscopicDescription: 'Nests of basaloid cells with peripheral palisading.',
      finalDiagnosis: `BASAL CELL CARCINOMA, PART ${p.letter}.`,
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { caseId, rowVersion: (saved.json() as { rowVersion: number }).rowVersion };
}

describe('the lock screen and the signature take a passkey', () => {
  it('signs out, then adds an addendum, as a pathologist whose only factor is a passkey', async () => {
    const token = await tokenOf('pathologist');
    const { password } = demoCredentials('pathologist');
    const { caseId, rowVersion } = await caseReadyToSign(token);
    const auth = new SoftAuthenticator();
    await registerWith(token, auth, 'Desk key');

    // The password alone: 400 naming webauthn (not code: there is no app), nothing signed.
    const bare = await call(token, 'POST', `/api/cases/${caseId}/sign-out`, { password, rowVersion });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(Object.keys(bare.json().fields)).toEqual(['webauthn']);

    const options = await assertChallenge(token);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([auth.id]);
    // Another key's assertion of my challenge: refused naming webauthn.
    const stranger = await call(token, 'POST', `/api/cases/${caseId}/sign-out`, {
      password,
      rowVersion,
      webauthn: new SoftAuthenticator().assert(options.challenge),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toHaveProperty('webauthn');
    // The challenge was spent by that try: a fresh one signs.
    const fresh = await assertChallenge(token);
    const assertion = auth.assert(fresh.challenge);
    const signed = await call(token, 'POST', `/api/cases/${caseId}/sign-out`, {
      password,
      rowVersion,
      webauthn: assertion,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    // The same assertion again (an addendum): its challenge is spent, refused naming webauthn.
    const d = (await call(token, 'GET', `/api/cases/${caseId}/diagnosis`)).json() as TDiagnosis;
    const replay = await call(token, 'POST', `/api/cases/${caseId}/addenda`, {
      text: 'Margins reviewed again.',
      password,
      rowVersion: d.rowVersion,
      webauthn: assertion,
    });
    expect(replay.statusCode, replay.body).toBe(400);
    expect(replay.json().fields).toEqual({ webauthn: 'The passkey could not be verified' });
    // A right passkey does not stand for a wrong password: refused first, naming password.
    const wrongPassword = await call(token, 'POST', `/api/cases/${caseId}/addenda`, {
      text: 'Margins reviewed again.',
      password: 'not-it',
      rowVersion: d.rowVersion,
      webauthn: auth.assert((await assertChallenge(token)).challenge),
    });
    expect(wrongPassword.json().fields).toHaveProperty('password');
    const addendum = await call(token, 'POST', `/api/cases/${caseId}/addenda`, {
      text: 'Margins reviewed again.',
      password,
      rowVersion: d.rowVersion,
      webauthn: auth.assert((await assertChallenge(token)).challenge),
    });
    expect(addendum.statusCode, addendum.body).toBe(200);
  });

  it('unlocks with the password and a passkey; a wrong or replayed assertion is refused naming webauthn', async () => {
    const token = await tokenOf('physician');
    const id = await userId('physician');
    const { password } = demoCredentials('physician');
    const auth = new SoftAuthenticator();
    await registerWith(token, auth);
    expect((await call(token, 'POST', '/api/authenticate/lock')).statusCode).toBe(200);

    const bare = await call(token, 'POST', '/api/authenticate/unlock', { password });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ webauthn: 'Use your passkey (or a recovery code)' });
    // The options are given while locked.
    const first = await assertChallenge(token);
    const wrong = await call(token, 'POST', '/api/authenticate/unlock', {
      password,
      webauthn: auth.assert(first.challenge, { origin: 'https://phish.example' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('webauthn');
    expect((await lastAudit(id, 'sign-in-failed'))?.eventdescription).toMatch(/wrong second factor \(passkey\)/);
    expect((await call(token, 'GET', '/api/authenticate/me')).statusCode, 'still locked').toBe(423);

    const assertion = auth.assert((await assertChallenge(token)).challenge);
    const ok = await call(token, 'POST', '/api/authenticate/unlock', { password, webauthn: assertion });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(token, 'GET', '/api/authenticate/me')).statusCode).toBe(200);
    expect((await lastAudit(id, 'sign-in'))?.eventdescription).toMatch(
      /unlocked the screen with the passkey "Passkey 1"/,
    );

    expect((await call(token, 'POST', '/api/authenticate/lock')).statusCode).toBe(200);
    const replay = await call(token, 'POST', '/api/authenticate/unlock', { password, webauthn: assertion });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toHaveProperty('webauthn');
    // Another user's challenge is not mine.
    const patient = await tokenOf('patient');
    await registerWith(patient, new SoftAuthenticator());
    const other = await assertChallenge(patient);
    const crossed = await call(token, 'POST', '/api/authenticate/unlock', {
      password,
      webauthn: auth.assert(other.challenge),
    });
    expect(crossed.statusCode).toBe(400);
    const again = await call(token, 'POST', '/api/authenticate/unlock', {
      password,
      webauthn: auth.assert((await assertChallenge(token)).challenge),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a user with an authenticator app and a passkey may give either; missing, both fields are named', async () => {
    const token = await tokenOf('staff');
    const { password } = demoCredentials('staff');
    const setup = await call(token, 'POST', '/api/account/mfa/totp/setup');
    const { secret } = setup.json() as { secret: string };
    expect((await call(token, 'POST', '/api/account/mfa/totp/confirm', { code: totpCode(secret) })).statusCode).toBe(
      200,
    );
    const auth = new SoftAuthenticator();
    await registerWith(token, auth);
    expect((await call(token, 'POST', '/api/authenticate/lock')).statusCode).toBe(200);
    const bare = await call(token, 'POST', '/api/authenticate/unlock', { password });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().fields).sort()).toEqual(['code', 'webauthn']);
    const wrongCode = await call(token, 'POST', '/api/authenticate/unlock', { password, code: '000000' });
    expect(wrongCode.json().fields).toEqual({ code: 'The code is not correct' });
    const ok = await call(token, 'POST', '/api/authenticate/unlock', {
      password,
      webauthn: auth.assert((await assertChallenge(token)).challenge),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('gives no assertion options to a user without a passkey', async () => {
    const res = await call(await tokenOf('admin'), 'POST', '/api/account/mfa/webauthn/assert/options');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('webauthn');
  });
});

describe('signing in with a passkey alone', () => {
  const auth = new SoftAuthenticator();
  let admin = '';
  let editorId = 0;
  const from = (n: number) => `10.27.9.${n}`;
  const options = async (ip: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/authenticate/passkey/options', remoteAddress: ip });
    return res;
  };
  const verify = (webauthn: unknown, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/authenticate/passkey/verify', payload: { webauthn }, remoteAddress: ip });
  const allow = (on: boolean) =>
    call(admin, 'PUT', '/api/settings/security', { requireMfaFor: [], passwordlessPasskeys: on });

  beforeAll(async () => {
    admin = await tokenOf('admin');
    editorId = await userId('editor');
    await registerWith(await t.tokenFor('editor'), auth, 'Laptop');
  });

  it('is refused while the administrator has not allowed it, and the public config says so', async () => {
    expect((await call(null, 'GET', '/api/public-config')).json()).toMatchObject({ passwordlessPasskeys: false });
    expect((await call(admin, 'GET', '/api/settings/security')).json()).toEqual({
      requireMfaFor: [],
      passwordlessPasskeys: false,
    });
    const opts = await options(from(1));
    expect(opts.statusCode).toBe(403);
    expect(opts.json().error).toMatch(/not allowed here/);
    const res = await verify(auth.assert('x'.repeat(43)), from(1));
    expect(res.statusCode).toBe(403);
  });

  it('is allowed by the administrator (audited; a PUT of the roles alone keeps it)', async () => {
    const on = await allow(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ requireMfaFor: [], passwordlessPasskeys: true });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, 'security'), eq(auditEvents.datavalue, 'passwordlessPasskeys')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.eventdescription).toBe('Sign-in with a passkey alone allowed');
    const roles = await call(admin, 'PUT', '/api/settings/security', { requireMfaFor: [] });
    expect(roles.json()).toEqual({ requireMfaFor: [], passwordlessPasskeys: true });
    expect((await call(null, 'GET', '/api/public-config')).json()).toMatchObject({ passwordlessPasskeys: true });
  });

  it('signs in with a discoverable passkey verified by its user: the session of a password sign-in', async () => {
    const opts = await options(from(2));
    expect(opts.statusCode, opts.body).toBe(200);
    const o = opts.json() as { challenge: string; allowCredentials?: unknown[]; userVerification: string };
    expect(o.allowCredentials ?? []).toEqual([]);
    expect(o.userVerification).toBe('required');
    const handle = Buffer.from(`lab-user-${editorId}`).toString('base64url');
    const assertion = auth.assert(o.challenge, { userHandle: handle });
    const res = await verify(assertion, from(2));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { user: { email: string; mfaEnrolmentRequired: boolean }; accessToken: string };
    expect(body.user.email).toBe(demoCredentials('editor').email);
    expect((await call(body.accessToken, 'GET', '/api/authenticate/me')).statusCode).toBe(200);
    expect((await lastAudit(editorId, 'sign-in'))?.eventdescription).toMatch(
      /signed in with the passkey "Laptop" alone \(passwordless\)/,
    );

    // The same assertion again: its challenge is spent.
    const replay = await verify(assertion, from(2));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toHaveProperty('webauthn');
    // Another user's handle on this credential: refused.
    const crossed = await verify(
      auth.assert((await options(from(2))).json().challenge, {
        userHandle: Buffer.from('lab-user-1').toString('base64url'),
      }),
      from(2),
    );
    expect(crossed.statusCode).toBe(400);
  });

  it('refuses a passkey that did not verify its user, and one not registered here', async () => {
    const noUv = await verify(auth.assert((await options(from(3))).json().challenge, { userVerified: false }), from(3));
    expect(noUv.statusCode).toBe(400);
    expect(noUv.json().fields.webauthn).toMatch(/did not verify you/);
    expect((await lastAudit(editorId, 'sign-in-failed'))?.eventdescription).toMatch(/did not verify the user/);
    const stranger = await verify(new SoftAuthenticator().assert((await options(from(3))).json().challenge), from(3));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toHaveProperty('webauthn');
  });

  it('refuses a deactivated or blocked account as the password sign-in does', async () => {
    try {
      await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, editorId));
      const res = await verify(auth.assert((await options(from(4))).json().challenge), from(4));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('account_deactivated');
      await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, editorId));
      const blocked = await verify(auth.assert((await options(from(4))).json().challenge), from(4));
      expect(blocked.json().code).toBe('account_blocked');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, editorId));
    }
    const again = await verify(auth.assert((await options(from(4))).json().challenge), from(4));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is refused again once the administrator turns it off', async () => {
    const opts = await options(from(5));
    expect((await allow(false)).statusCode).toBe(200);
    const res = await verify(auth.assert(opts.json().challenge), from(5));
    expect(res.statusCode).toBe(403);
    expect((await options(from(5))).statusCode).toBe(403);
  });
});
