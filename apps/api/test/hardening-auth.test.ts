import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { AUTH_MESSAGES } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { createSession } from '../src/plugins/auth';
import { AccountThrottle, MemoryThrottleStore } from '../src/lib/throttle';
import { PASSWORD_POLICY_MESSAGES } from '../src/lib/password-policy';
import { createTestApp, demoCredentials, type TestContext } from './helper';

/** Sign-in, registration and tokens hold against an attacker. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: { email, password },
    remoteAddress: ip,
  });
const register = (payload: Record<string, unknown>, ip = '10.50.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/authenticate/register/user', payload, remoteAddress: ip });

describe('sign-in tells nothing about which accounts exist or which password is right', () => {
  it('answers a known and an unknown email alike, however many failures', async () => {
    for (let i = 0; i < 12; i++) {
      const known = await login('physician@demo.com', 'wrong-guess', `10.20.0.${i}`);
      const unknown = await login('nobody-here@demo.com', 'wrong-guess', `10.21.0.${i}`);
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: known.statusCode,
        body: known.json(),
      });
      expect(known.json()).toEqual({ error: AUTH_MESSAGES.badCredentials });
    }
    // No lock-out: the owner still signs in after the attacker's failures.
    const owner = await login('physician@demo.com', demoCredentials('physician').password, '10.22.0.1');
    expect(owner.json().accessToken).toBeTruthy();
  });

  it('queues parallel guesses at one email with a doubling gap and refuses them past a minute', async () => {
    const th = new AccountThrottle(new MemoryThrottleStore(), 'test', 2000);
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) await th.fail('admin@admin.com', now);
    const waits: Array<number | null> = [];
    for (let i = 0; i < 10; i++) waits.push(await th.reserve('admin@admin.com', now));
    // 0, then 2 s, 4 s, 8 s, 16 s, 30 s (the cap) apart; the rest would wait over 60 s and are refused.
    expect(waits).toEqual([0, 2000, 6000, 14000, 30000, 60000, null, null, null, null]);
    expect(await th.reserve('someone-else@admin.com', now)).toBe(0);
    await th.succeed('admin@admin.com');
    expect(await th.reserve('admin@admin.com', now)).toBe(0);
  });

  it('answers a blocked account the same for the right and a wrong password', async () => {
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.email, 'staff@staff.com'));
    const right = await login('staff@staff.com', 'staffstaff', '10.30.0.1');
    const wrong = await login('staff@staff.com', 'not-the-password', '10.30.0.2');
    expect({ s: wrong.statusCode, b: wrong.json() }).toEqual({ s: right.statusCode, b: right.json() });
    expect(right.json().accessToken).toBeUndefined();
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'staff@staff.com'));
  });

  it('refuses a 1 MB email with 400 naming the field, and audits the failed sign-in with the email cut short', async () => {
    const email = `${'a'.repeat(1_000_000)}@x.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email, password: 'x' },
      remoteAddress: '10.31.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('email');
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'sign-in-failed'), eq(auditEvents.ip, '10.31.0.1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username!.length).toBeLessThanOrEqual(254);
  });
});

describe('registration', () => {
  it('applies a password policy: length, not the email, not a common password', async () => {
    const cases: Array<[string, string]> = [
      ['short1', PASSWORD_POLICY_MESSAGES.tooShort],
      ['xx-maria.lopez-xx', PASSWORD_POLICY_MESSAGES.containsEmail],
      ['password123', PASSWORD_POLICY_MESSAGES.common],
      ['qwertyuiop', PASSWORD_POLICY_MESSAGES.common],
    ];
    for (const [password, message] of cases) {
      const res = await register({ email: 'maria.lopez@lab.test', name: 'Maria Lopez', password }, '10.51.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json().error.password, password).toBe(message);
    }
    const ok = await register(
      { email: 'maria.lopez@lab.test', name: 'Maria Lopez', password: 'tulip-harbour-42' },
      '10.51.0.2',
    );
    expect(ok.json().accessToken).toBeTruthy();
  });

  it('limits the name and the email, naming the field', async () => {
    const res = await register(
      { email: `${'e'.repeat(300)}@lab.test`, name: 'N'.repeat(1_000), password: 'tulip-harbour-42' },
      '10.52.0.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toMatchObject({
      name: expect.stringMatching(/at most 200/),
      email: expect.stringMatching(/at most 254/),
    });
  });

  it('rate-limits registrations per address, taken email or not', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) {
      answers.push(
        (
          await register(
            { email: i % 2 ? 'ADMIN@Admin.com' : `bulk${i}@lab.test`, name: 'Bulk', password: 'tulip-harbour-42' },
            '10.53.0.1',
          )
        ).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect(
      (await register({ email: 'other@lab.test', name: 'Other', password: 'tulip-harbour-42' }, '10.53.0.2')).json()
        .accessToken,
    ).toBeTruthy();
  });
});

describe('passwords and tokens', () => {
  it("changing one's password ends the user's other sessions, not this one", async () => {
    await register({ email: 'two.tabs@lab.test', name: 'Two Tabs', password: 'first-long-pass' }, '10.60.0.1');
    const a = (await login('two.tabs@lab.test', 'first-long-pass', '10.60.0.2')).json().accessToken as string;
    const b = (await login('two.tabs@lab.test', 'first-long-pass', '10.60.0.3')).json().accessToken as string;
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/change-password',
      headers: { authorization: `Bearer ${a}` },
      payload: {
        currentPassword: 'first-long-pass',
        newPassword: 'second-long-pass',
        confirmPassword: 'second-long-pass',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${a}` } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${b}` } })).statusCode,
    ).toBe(401);
  });

  it('checks the policy on a changed password too', async () => {
    const token = (await login('two.tabs@lab.test', 'second-long-pass', '10.60.0.4')).json().accessToken as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'second-long-pass', newPassword: 'password123', confirmPassword: 'password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toBe(PASSWORD_POLICY_MESSAGES.common);
  });

  it('refuses tokens without exp or with an exp beyond the configured lifetime', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@admin.com'));
    const sid = await createSession(t.database.db, admin!.id, { ip: '127.0.0.1', headers: {} } as never);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const base = () => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(admin!.id));
    const me = (token: string) =>
      t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(await base().setIssuedAt().setExpirationTime('60s').sign(key))).statusCode).toBe(200);
    expect((await me(await base().setIssuedAt().sign(key))).statusCode).toBe(401);
    expect((await me(await base().setIssuedAt().setExpirationTime('3650d').sign(key))).statusCode).toBe(401);
    expect((await me(await base().setExpirationTime('60s').sign(key))).statusCode).toBe(401);
  });

  it('takes the session token from no address: downloads open by a signed link (docs/security.md)', async () => {
    const token = await t.tokenFor('admin');
    const listed = await t.app.inject({ url: `/api/patients?access_token=${token}` });
    expect(listed.statusCode).toBe(401);
    const me = await t.app.inject({ url: `/api/authenticate/me?access_token=${token}` });
    expect(me.statusCode).toBe(401);
    // Changed by the signed links: the CSV export, which took it, refuses it too.
    const csv = await t.app.inject({ url: `/api/lookups/departments/export.csv?access_token=${token}` });
    expect(csv.statusCode).toBe(401);
    expect(csv.json().code).toBe('token_in_address');
    const signed = await t.as('admin', {
      method: 'POST',
      url: '/api/downloads/sign',
      payload: { path: '/api/lookups/departments/export.csv' },
    });
    expect((await t.app.inject({ url: signed.json().url as string })).statusCode).toBe(200);
    // A write never takes it, even on a route that reads with it.
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/lookups/departments?access_token=${token}`,
      payload: { code: 'QT', name: 'Query token' },
    });
    expect(post.statusCode).toBe(401);
  });
});
