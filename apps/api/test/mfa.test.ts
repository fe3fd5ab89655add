import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditEvents, mfaChallenges, mfaRecoveryCodes, mfaTotp, notifications, users } from '../src/db/schema/index';
import { createTestApp, demoCredentials, type DemoWho, type TestContext } from './helper';

/**
 * Issue 27, second factors (docs/security.md#second-factors): TOTP enrolment, the sign-in's second step with a
 * TOTP or a recovery code (once), the throttle, the policy that sends a role to enrolment, the admin's reset.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const totp = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** The code of the step `offset` steps from now (±1 is accepted). */
const codeAt = (secret: string, offset = 0) => totp(secret).generate({ timestamp: Date.now() + offset * 30_000 });

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function login(who: DemoWho, ip = '10.27.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: demoCredentials(who),
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}
async function tokenOf(who: DemoWho) {
  const body = await login(who);
  expect(body.accessToken, JSON.stringify(body)).toBeTruthy();
  return body.accessToken as string;
}
const userId = async (who: DemoWho) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoCredentials(who).email))
  )[0]!.id;
const lastAudit = async (id: number | string, eventtype: string) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.eventtype, eventtype)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

/** Sets up and confirms TOTP for a signed-in user: the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await call(token, 'POST', '/api/account/mfa/totp/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enrolmentCode = codeAt(secret);
  const confirm = await call(token, 'POST', '/api/account/mfa/totp/confirm', { code: enrolmentCode });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, enrolmentCode, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('TOTP enrolment', () => {
  it('gives a secret to scan, confirms it with a code, shows ten recovery codes once and keeps only hashes', async () => {
    const token = await tokenOf('staff');
    const id = await userId('staff');
    const before = await call(token, 'GET', '/api/account/mfa');
    expect(before.json()).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      methods: [],
      enrolmentRequired: false,
    });

    const setup = await call(token, 'POST', '/api/account/mfa/totp/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('period=30');
    expect(otpauthUrl).toContain('digits=6');
    // Encrypted at rest: the stored value is not the secret, nor does it contain it.
    const [row] = await t.database.db.select().from(mfaTotp).where(eq(mfaTotp.userId, id));
    expect(row!.secretEnc).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    // Not a factor until confirmed: the sign-in is unchanged.
    expect((await login('staff')).accessToken).toBeTruthy();

    const wrong = await call(token, 'POST', '/api/account/mfa/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('code');
    const far = await call(token, 'POST', '/api/account/mfa/totp/confirm', { code: codeAt(secret, 3) });
    expect(far.statusCode, 'a code three steps away').toBe(400);

    const confirm = await call(token, 'POST', '/api/account/mfa/totp/confirm', { code: codeAt(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    for (const s of stored) {
      expect(s.codeHash).toMatch(/^[0-9a-f]{64}$/);
      for (const c of codes) expect(s.codeHash).not.toContain(c.replace('-', ''));
    }
    expect((await lastAudit(id, 'mfa-enrol'))?.eventdescription).toMatch(/set up an authenticator app/);

    const after = await call(token, 'GET', '/api/account/mfa');
    expect(after.json()).toMatchObject({ totp: true, recoveryCodesLeft: 10, methods: ['totp', 'recovery'] });
    const again = await call(token, 'POST', '/api/account/mfa/totp/setup');
    expect(again.statusCode).toBe(409);

    // Removal asks for the password.
    const bad = await call(token, 'DELETE', '/api/account/mfa/totp', { password: 'not-it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('password');
    const removed = await call(token, 'DELETE', '/api/account/mfa/totp', {
      password: demoCredentials('staff').password,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id))).toHaveLength(0);
    expect(await lastAudit(id, 'mfa-remove')).toBeTruthy();
    expect((await login('staff')).accessToken).toBeTruthy();
  });
});

describe('sign-in with a second factor', () => {
  let secret = '';
  let enrolmentCode = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, enrolmentCode, recoveryCodes } = await enrol(await tokenOf('editor')));
  });

  it('answers the right password with an mfaToken and no access token, then the code gives the session', async () => {
    const first = await login('editor');
    expect(Object.keys(first).sort()).toEqual(['methods', 'mfaRequired', 'mfaToken']);
    expect(first).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
    // The code used at enrolment is spent (its step is the last used): the next step's code (within ±1) signs in.
    const spent = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: first.mfaToken,
      code: enrolmentCode,
    });
    expect(spent.statusCode, 'the enrolment code again').toBe(400);
    expect(spent.json().fields).toHaveProperty('code');
    const usedCode = codeAt(secret, 1);
    const ok = await call(null, 'POST', '/api/authenticate/mfa/verify', { mfaToken: first.mfaToken, code: usedCode });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['accessToken', 'user']);
    expect(ok.json().user.email).toBe(demoCredentials('editor').email);
    const me = await call(ok.json().accessToken, 'GET', '/api/authenticate/me');
    expect(me.statusCode).toBe(200);
    // The token works once.
    const twice = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: first.mfaToken,
      code: usedCode,
    });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().code).toBe('mfa_token_invalid');
    // The same code with a new token: used once.
    const replay = await login('editor');
    const replayed = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: replay.mfaToken,
      code: usedCode,
    });
    expect(replayed.statusCode, 'a used code again').toBe(400);
  });

  it('takes a recovery code once, audits it and tells the user', async () => {
    const id = await userId('editor');
    const first = await login('editor');
    const used = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: first.mfaToken,
      code: recoveryCodes[0]!.toLowerCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().accessToken).toBeTruthy();
    expect((await lastAudit(id, 'mfa-recovery-code'))?.eventdescription).toMatch(/recovery code \(9 left\)/);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.title).toMatch(/recovery code was used/);

    const second = await login('editor');
    const again = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: second.mfaToken,
      code: recoveryCodes[0],
    });
    expect(again.statusCode, 'the same recovery code a second time').toBe(400);
    const other = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: second.mfaToken,
      code: recoveryCodes[1],
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses an expired token, and a token after five wrong codes', async () => {
    const first = await login('editor');
    await t.database.db.update(mfaChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: first.mfaToken,
      code: codeAt(secret, 1),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('mfa_token_invalid');
    const unknown = await call(null, 'POST', '/api/authenticate/mfa/verify', { mfaToken: 'nope', code: '123456' });
    expect(unknown.statusCode).toBe(401);
    const missing = await call(null, 'POST', '/api/authenticate/mfa/verify', { mfaToken: first.mfaToken });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('code');

    const guessed = await login('editor');
    for (let i = 0; i < 5; i++) {
      const res = await call(null, 'POST', '/api/authenticate/mfa/verify', {
        mfaToken: guessed.mfaToken,
        code: '000000',
      });
      expect(res.statusCode, `wrong code ${i + 1}`).toBe(400);
    }
    const spent = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: guessed.mfaToken,
      code: codeAt(secret, 1),
    });
    expect(spent.statusCode, 'the right code after five wrong ones on one token').toBe(401);
    expect(spent.json().code).toBe('mfa_token_invalid');
  });

  it('slows wrong codes down and then refuses them with 429, whatever the password does', async () => {
    // A slow-down that reaches the wait limit fast: 3 free failures, then 200, 400, 800 ms… past 1 s → 429.
    const slow = await createTestApp({ config: { loginSlowdownMs: 200, loginMaxWaitMs: 1000 } });
    try {
      const signIn = async () =>
        (
          await slow.app.inject({
            method: 'POST',
            url: '/api/authenticate/login/user',
            payload: demoCredentials('physician'),
          })
        ).json() as { accessToken?: string; mfaToken?: string };
      const tok = (await signIn()).accessToken!;
      const setup = await slow.app.inject({
        method: 'POST',
        url: '/api/account/mfa/totp/setup',
        headers: { authorization: `Bearer ${tok}` },
      });
      const s = setup.json().secret as string;
      await slow.app.inject({
        method: 'POST',
        url: '/api/account/mfa/totp/confirm',
        headers: { authorization: `Bearer ${tok}` },
        payload: { code: codeAt(s) },
      });
      // Eight wrong codes at once, each with a fresh token (the right password each time): the code's own count
      // queues them 200, 400, 800 ms apart, and those that would wait past 1 s are refused.
      const tokens: string[] = [];
      for (let i = 0; i < 8; i++) tokens.push((await signIn()).mfaToken!);
      const started = Date.now();
      const answers = await Promise.all(
        tokens.map((mfaToken) =>
          slow.app.inject({
            method: 'POST',
            url: '/api/authenticate/mfa/verify',
            payload: { mfaToken, code: '000000' },
          }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(refused?.json().code).toBe('rate_limited');
      const retryAfter = Number(refused?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(statuses.filter((x) => x === 400).length).toBeGreaterThanOrEqual(5);
      expect(statuses).toContain(429);
      expect(Date.now() - started, 'the attempts after the third waited').toBeGreaterThanOrEqual(200 + 400);
      // After the Retry-After, the right code waits its turn and signs in.
      await new Promise((r) => setTimeout(r, retryAfter * 1000 + 200));
      const again = (await signIn()).mfaToken;
      const right = await slow.app.inject({
        method: 'POST',
        url: '/api/authenticate/mfa/verify',
        payload: { mfaToken: again, code: codeAt(s, 1) },
      });
      expect(right.statusCode, right.body).toBe(200);
    } finally {
      await slow.close();
    }
  }, 180_000);
});

describe('users without a second factor', () => {
  it('keep the sign-in contract exactly', async () => {
    const body = await login('pathologist');
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'pathologist@demo.com', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ error: 'Email Or Password Invalid' });
  });
});

describe('the policy and the reset', () => {
  afterAll(async () => {
    await call(await tokenOf('admin'), 'PUT', '/api/settings/security', { requireMfaFor: [] });
  });

  it('is the admin’s, and names a bad role', async () => {
    const admin = await tokenOf('admin');
    expect((await call(admin, 'GET', '/api/settings/security')).json()).toEqual({
      requireMfaFor: [],
      passwordlessPasskeys: false,
    });
    const bad = await call(admin, 'PUT', '/api/settings/security', { requireMfaFor: ['wizard'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toContain('requireMfaFor');
    const notAdmin = await call(await tokenOf('pathologist'), 'PUT', '/api/settings/security', { requireMfaFor: [] });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('sends a user of a listed role to enrolment before anything else, and lets them go on after', async () => {
    const admin = await tokenOf('admin');
    const put = await call(admin, 'PUT', '/api/settings/security', { requireMfaFor: ['patient', 'physician'] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ requireMfaFor: ['physician', 'patient'], passwordlessPasskeys: false });
    expect((await lastAudit('security', 'settings'))?.eventdescription).toMatch(/physician, patient/);

    // The password alone still signs in (no factor yet), the session user saying what it must do first …
    const signedIn = await login('patient');
    expect((signedIn.user as { mfaEnrolmentRequired?: boolean }).mfaEnrolmentRequired).toBe(true);
    const token = signedIn.accessToken as string;
    // … and every call but enrolment answers 403 mfa_enrolment_required.
    for (const url of ['/api/notifications', '/api/cases', '/api/users/list']) {
      const res = await call(token, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('mfa_enrolment_required');
    }
    for (const url of ['/api/authenticate/me', '/api/account/profile', '/api/account/mfa']) {
      const res = await call(token, 'GET', url);
      expect(res.statusCode, url).toBe(200);
    }
    expect((await call(token, 'GET', '/api/account/mfa')).json().enrolmentRequired).toBe(true);
    expect((await call(token, 'GET', '/api/authenticate/me')).json().mfaEnrolmentRequired).toBe(true);
    const { secret } = await enrol(token);
    expect((await call(token, 'GET', '/api/authenticate/me')).json().mfaEnrolmentRequired).toBe(false);
    const after = await call(token, 'GET', '/api/notifications');
    expect(after.statusCode, after.body).toBe(200);
    // The next sign-in asks for the code.
    const next = await login('patient');
    expect(next.mfaRequired).toBe(true);
    const ok = await call(null, 'POST', '/api/authenticate/mfa/verify', {
      mfaToken: next.mfaToken,
      code: codeAt(secret, 1),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Sign-out is answered during enrolment too.
    await t.database.db.delete(mfaTotp).where(eq(mfaTotp.userId, await userId('patient')));
    const fresh = await tokenOf('patient');
    const out = await call(fresh, 'POST', '/api/authenticate/logout', {});
    expect(out.statusCode, out.body).toBe(200);
  });

  it('lets an administrator reset a user’s factors: audited, the user notified, the password alone signs in', async () => {
    const id = await userId('staff');
    await enrol(await tokenOf('staff'));
    expect((await login('staff')).mfaRequired).toBe(true);
    const admin = await tokenOf('admin');
    const notAdmin = await call(await tokenOf('pathologist'), 'DELETE', `/api/users/${id}/mfa`);
    expect(notAdmin.statusCode).toBe(403);
    const res = await call(admin, 'DELETE', `/api/users/${id}/mfa`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, removed: true });
    expect((await lastAudit(id, 'mfa-reset'))?.eventdescription).toMatch(/reset by/);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.title).toMatch(/second factors were reset/);
    expect((await login('staff')).accessToken).toBeTruthy();
    expect((await call(admin, 'DELETE', '/api/users/999999/mfa')).statusCode).toBe(404);
  });
});

describe('the lock screen and a signature ask for the second factor too', () => {
  it('unlocks with the password and a code; without the code, 400 naming code', async () => {
    const token = await tokenOf('pathologist');
    const { secret } = await enrol(token);
    expect((await call(token, 'POST', '/api/authenticate/lock')).statusCode).toBe(200);
    const { password } = demoCredentials('pathologist');
    const noCode = await call(token, 'POST', '/api/authenticate/unlock', { password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toHaveProperty('code');
    const wrongCode = await call(token, 'POST', '/api/authenticate/unlock', { password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields).toHaveProperty('code');
    expect((await call(token, 'GET', '/api/authenticate/me')).statusCode, 'still locked').toBe(423);
    const ok = await call(token, 'POST', '/api/authenticate/unlock', { password, code: codeAt(secret, 1) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(token, 'GET', '/api/authenticate/me')).statusCode).toBe(200);

    // The signature: the right password and no code is 400 naming code, before anything is signed.
    const sign = await call(token, 'POST', '/api/cases/1/sign-out', { password, rowVersion: 0 });
    expect(sign.statusCode, sign.body).toBe(400);
    expect(sign.json().fields).toHaveProperty('code');
    const wrong = await call(token, 'POST', '/api/cases/1/sign-out', { password, code: '000000', rowVersion: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('code');
  });

  it('asks nothing more of a user without one', async () => {
    const token = await tokenOf('admin');
    expect((await call(token, 'POST', '/api/authenticate/lock')).statusCode).toBe(200);
    const ok = await call(token, 'POST', '/api/authenticate/unlock', { password: demoCredentials('admin').password });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
