import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mfaRecoveryCodes, mfaWebauthnCredentials, users } from '../src/db/schema/index';
import { createTestApp, demoCredentials, type DemoWho, type TestContext } from './helper';
import { b64u, RP_ID, SoftAuthenticator } from './soft-authenticator';
import { accountSupport } from './account-support';

/**
 * Issue 27, passkeys (docs/security.md#passkeys): a software authenticator (soft-authenticator.ts: an ES256 key pair,
 * the 'none' attestation and the assertions built by hand) registers, signs in as the second factor; a replayed assertion, a counter that did not grow and a wrong origin are refused; removal and
 * the admin's reset take the passkeys away.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const { call, login, tokenOf, userId, lastAudit, registerWith } = accountSupport(() => t, {
  remoteAddress: '10.27.1.1',
});

/** The second step's options for a fresh sign-in: the mfaToken and the challenge to sign. */
async function passkeyStep(who: DemoWho) {
  const first = await login(who);
  expect(first).toMatchObject({ mfaRequired: true });
  expect(first.methods).toContain('webauthn');
  const mfaToken = first.mfaToken as string;
  const opts = await call(null, 'POST', '/api/authenticate/mfa/webauthn/options', { mfaToken });
  expect(opts.statusCode, opts.body).toBe(200);
  return { mfaToken, options: opts.json() as { challenge: string; rpId: string; allowCredentials: { id: string }[] } };
}

describe('passkey registration', () => {
  it('registers a named passkey from the creation options; the first factor gives recovery codes, once', async () => {
    const token = await tokenOf('staff');
    const id = await userId('staff');
    const opts = await call(token, 'POST', '/api/account/mfa/webauthn/register/options');
    expect(opts.statusCode, opts.body).toBe(200);
    const options = opts.json() as {
      challenge: string;
      rp: { id: string };
      user: { name: string };
      attestation: string;
      pubKeyCredParams: { alg: number }[];
    };
    expect(options.rp.id).toBe(RP_ID);
    expect(options.user.name).toBe(demoCredentials('staff').email);
    expect(options.attestation).toBe('none');
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);

    const auth = new SoftAuthenticator();
    // From another origin: refused, and the challenge is spent.
    const foreign = await call(token, 'POST', '/api/account/mfa/webauthn/register/verify', {
      response: auth.register(options, 'https://evil.example'),
    });
    expect(foreign.statusCode, foreign.body).toBe(400);
    const spent = await call(token, 'POST', '/api/account/mfa/webauthn/register/verify', {
      response: auth.register(options),
    });
    expect(spent.statusCode, 'a challenge registers once').toBe(400);

    const first = await registerWith(token, auth, 'My laptop');
    expect(first.name).toBe('My laptop');
    expect(first.recoveryCodes).toHaveLength(10);
    const [row] = await t.database.db
      .select()
      .from(mfaWebauthnCredentials)
      .where(eq(mfaWebauthnCredentials.id, first.id));
    expect(row).toMatchObject({ userId: id, credentialId: auth.id, counter: 0, transports: ['internal'] });
    expect((await lastAudit(id, 'mfa-enrol'))?.eventdescription).toMatch(/registered a passkey "My laptop"/);

    const second = await registerWith(token, new SoftAuthenticator());
    expect(second.name).toBe('Passkey 2');
    expect(second.recoveryCodes, 'not the first factor: no new codes').toBeUndefined();
    // The same authenticator again: the options exclude it, and the server refuses it.
    const again = await call(token, 'POST', '/api/account/mfa/webauthn/register/options');
    const excluded = (again.json() as { excludeCredentials: { id: string }[] }).excludeCredentials.map((c) => c.id);
    expect(excluded).toContain(auth.id);
    const dup = await call(token, 'POST', '/api/account/mfa/webauthn/register/verify', {
      response: auth.register(again.json() as { challenge: string; rp: { id: string } }),
    });
    expect(dup.statusCode).toBe(409);

    const status = await call(token, 'GET', '/api/account/mfa');
    expect(status.json()).toMatchObject({
      totp: false,
      recoveryCodesLeft: 10,
      methods: ['webauthn', 'recovery'],
      passkeys: [
        { id: first.id, name: 'My laptop', lastUsedAt: null },
        { id: second.id, name: 'Passkey 2', lastUsedAt: null },
      ],
    });
    // Another user's session cannot use this user's challenge.
    const other = await call(await tokenOf('pathologist'), 'POST', '/api/account/mfa/webauthn/register/verify', {
      response: new SoftAuthenticator().register(
        (await call(token, 'POST', '/api/account/mfa/webauthn/register/options')).json() as {
          challenge: string;
          rp: { id: string };
        },
      ),
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('sign-in with a passkey', () => {
  const auth = new SoftAuthenticator();
  let passkeyId = 0;
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    const made = await registerWith(await tokenOf('editor'), auth, 'Key');
    passkeyId = made.id;
    recoveryCodes = made.recoveryCodes ?? [];
  });

  it('offers webauthn, signs the challenge of this sign-in, and gives the session', async () => {
    const { mfaToken, options } = await passkeyStep('editor');
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([auth.id]);
    const res = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken,
      webauthn: auth.assert(options.challenge),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { user: { email: string }; accessToken: string };
    expect(body.user.email).toBe(demoCredentials('editor').email);
    expect((await call(body.accessToken, 'GET', '/api/account/mfa')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(mfaWebauthnCredentials)
      .where(eq(mfaWebauthnCredentials.id, passkeyId));
    expect(row!.counter).toBe(auth.counter);
    expect(row!.lastUsedAt).not.toBeNull();
    const signIn = await lastAudit(await userId('editor'), 'sign-in');
    expect(signIn?.eventdescription).toMatch(/with the passkey "Key"/);
  });

  it('refuses a replayed assertion and one whose counter did not grow', async () => {
    const a = await passkeyStep('editor');
    const assertion = auth.assert(a.options.challenge);
    const ok = await call(null, 'POST', '/api/authenticate/mfa/verify', { mfaToken: a.mfaToken, webauthn: assertion });
    expect(ok.statusCode, ok.body).toBe(200);

    // The same assertion on a new sign-in: another challenge, refused.
    const b = await passkeyStep('editor');
    const replay = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: b.mfaToken,
      webauthn: assertion,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toHaveProperty('webauthn');

    // The right challenge signed with the counter already seen (a cloned authenticator): refused.
    const c = await passkeyStep('editor');
    const stale = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: c.mfaToken,
      webauthn: auth.assert(c.options.challenge, { counter: auth.counter }),
    });
    expect(stale.statusCode, stale.body).toBe(400);
    // The token survives a wrong answer, but the challenge does not: a fresh one must be asked for.
    const reused = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: c.mfaToken,
      webauthn: auth.assert(c.options.challenge),
    });
    expect(reused.statusCode).toBe(400);
    const fresh = await call(null, 'POST', '/api/authenticate/mfa/webauthn/options', { mfaToken: c.mfaToken });
    expect(fresh.statusCode).toBe(200);
    const good = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: c.mfaToken,
      webauthn: auth.assert((fresh.json() as { challenge: string }).challenge),
    });
    expect(good.statusCode, good.body).toBe(200);
    // The token is spent now.
    const after = await call(null, 'POST', '/api/authenticate/mfa/webauthn/options', { mfaToken: c.mfaToken });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an assertion made for another origin or another RP ID, and another key', async () => {
    const a = await passkeyStep('editor');
    const wrongOrigin = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: a.mfaToken,
      webauthn: auth.assert(a.options.challenge, { origin: 'https://phish.example' }),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    const b = await passkeyStep('editor');
    const wrongRp = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: b.mfaToken,
      webauthn: auth.assert(b.options.challenge, { rpId: 'phish.example' }),
    });
    expect(wrongRp.statusCode).toBe(400);
    const c = await passkeyStep('editor');
    const stranger = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: c.mfaToken,
      webauthn: new SoftAuthenticator().assert(c.options.challenge),
    });
    expect(stranger.statusCode).toBe(400);
    const failed = await lastAudit(await userId('editor'), 'sign-in-failed');
    expect(failed?.eventdescription).toMatch(/wrong second factor/);
  });

  it('takes a recovery code instead of the passkey, once', async () => {
    const first = await login('editor');
    expect(first.methods).toEqual(['webauthn', 'recovery']);
    const res = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: first.mfaToken,
      code: recoveryCodes[0],
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { accessToken: string }).accessToken;
    expect((await call(token, 'GET', '/api/account/mfa')).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await login('editor');
    const twice = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: again.mfaToken,
      code: recoveryCodes[0],
    });
    expect(twice.statusCode).toBe(400);
  });
});

async function signInWithPasskey(who: DemoWho, auth: SoftAuthenticator) {
  const { mfaToken, options } = await passkeyStep(who);
  const res = await call(null, 'POST', '/api/authenticate/mfa/verify', {
    mfaToken,
    webauthn: auth.assert(options.challenge),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}

describe('removing passkeys', () => {
  it('removes one with the password; the last one takes the recovery codes and the second step away', async () => {
    const auth = new SoftAuthenticator();
    const id = await userId('physician');
    const { id: pk } = await registerWith(await tokenOf('physician'), auth, 'Phone');
    const token = await signInWithPasskey('physician', auth);
    const otherUsers = await call(await tokenOf('pathologist'), 'DELETE', `/api/account/mfa/webauthn/${pk}`, {
      password: demoCredentials('pathologist').password,
    });
    expect(otherUsers.statusCode, "another user's passkey").toBe(404);
    const bad = await call(token, 'DELETE', `/api/account/mfa/webauthn/${pk}`, { password: 'not-it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('password');
    const ok = await call(token, 'DELETE', `/api/account/mfa/webauthn/${pk}`, {
      password: demoCredentials('physician').password,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await lastAudit(id, 'mfa-remove'))?.eventdescription).toMatch(/removed their passkey "Phone"/);
    expect(await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id))).toHaveLength(0);
    expect((await login('physician')).accessToken, 'the password alone again').toBeTruthy();
  });

  it('an administrator’s reset removes the passkeys too', async () => {
    const auth = new SoftAuthenticator();
    const id = await userId('patient');
    await registerWith(await tokenOf('patient'), auth);
    expect((await login('patient')).mfaRequired).toBe(true);
    const res = await call(await tokenOf('admin'), 'DELETE', `/api/users/${id}/mfa`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, removed: true });
    expect(
      await t.database.db.select().from(mfaWebauthnCredentials).where(eq(mfaWebauthnCredentials.userId, id)),
    ).toHaveLength(0);
    expect((await login('patient')).accessToken).toBeTruthy();
  });

  it('a passkey counts for the policy: a role that must have a second factor is let through with one', async () => {
    const admin = await tokenOf('admin');
    const [{ role }] = (await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, demoCredentials('pathologist').email))) as [{ role: string }];
    expect(role).not.toBe('admin');
    const put = await call(admin, 'PUT', '/api/settings/security', { requireMfaFor: [role] });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const token = await tokenOf('pathologist');
      expect((await call(token, 'GET', '/api/cases')).json()).toMatchObject({ code: 'mfa_enrolment_required' });
      const auth = new SoftAuthenticator();
      await registerWith(token, auth);
      expect((await call(token, 'GET', '/api/cases')).statusCode).not.toBe(403);
      const after = await signInWithPasskey('pathologist', auth);
      const me = await call(after, 'GET', '/api/account/mfa');
      expect(me.json()).toMatchObject({ enrolmentRequired: false });
    } finally {
      await call(admin, 'PUT', '/api/settings/security', { requireMfaFor: [] });
    }
  });

  it('a passkey added or removed outside this process empties its session cache (NOTIFY lab_auth)', async () => {
    const id = await userId('admin');
    await t.changeOutside(async (db) => {
      await db.insert(mfaWebauthnCredentials).values({
        userId: id,
        credentialId: b64u(randomBytes(16)),
        publicKey: 'x',
        name: 'Elsewhere',
      });
    });
    await t.changeOutside(async (db) => {
      await db.delete(mfaWebauthnCredentials).where(eq(mfaWebauthnCredentials.userId, id));
    });
  });
});
