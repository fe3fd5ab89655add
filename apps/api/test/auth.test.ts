import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, demoCredentials, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in (docs/api.md#authentication-calls)', () => {
  it('signs each demo account in with the exact response shape', async () => {
    for (const who of ['admin', 'editor', 'staff', 'physician', 'patient'] as const) {
      const res = await login(demoCredentials(who).email, demoCredentials(who).password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ email: demoCredentials(who).email, loggedInWith: 'jwt' });
      expect(typeof body.user.id).toBe('number');
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(body.accessToken).toMatch(/^ey/);
    }
  });

  it('answers 200 {error} for a wrong password or unknown email', async () => {
    expect((await login('admin@admin.com', 'nope', '10.0.0.2')).json()).toEqual({ error: 'Email Or Password Invalid' });
    expect((await login('nobody@x.com', 'nope', '10.0.0.2')).json()).toEqual({ error: 'Email Or Password Invalid' });
  });

  it('names the field when the body is invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'a@b.c' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('password');
  });

  it('slows failures for one email without locking the account out (the growing delay replaced the 5-minute lock)', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'lock@x.com', password: 'goodpassword', name: 'Lock Me' },
    });
    for (let i = 0; i < 5; i++) await login('lock@x.com', 'bad', `10.1.0.${i}`);
    const res = await login('lock@x.com', 'goodpassword', '10.1.0.99');
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toBeTruthy();
  });

  it('refuses an address after many failures', async () => {
    for (let i = 0; i < t.config.loginMaxFailuresPerAddress; i++) await login(`nobody${i}@x.com`, 'bad', '10.9.9.9');
    const res = await login('admin@admin.com', 'adminadmin', '10.9.9.9');
    expect(res.statusCode).toBe(429);
  }, 120_000);
});

describe('register', () => {
  it('returns the error object of docs/api.md#answers-outside-the-shape for an empty name and a taken email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'admin@admin.com', password: 'whatever1', name: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toMatchObject({ email: 'This email is already in use.', name: 'Please enter your name.' });
  });

  it('creates an account with no role that can sign in but reach no staff data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'new@x.com', password: 'tulip-harbour-42', name: 'New Person' },
    });
    const body = res.json();
    expect(body.user.role).toBeNull();
    const me = await t.app.inject({
      url: '/api/authenticate/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().name).toBe('New Person');
    const audit = await t.app.inject({
      url: '/api/aggrid/data',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(audit.statusCode).toBe(403);
  });
});

describe('tokens and sessions', () => {
  it('refreshes a valid token and refuses a bad one with 401 Invalid access token', async () => {
    const token = await t.tokenFor('editor');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/refresh-token',
      payload: { accessToken: token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.email).toBe('demo@demo.com');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/refresh-token',
      payload: { accessToken: 'x.y.z' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Invalid access token', code: 'sign_in_required' });
  });

  it('revokes the session on log out', async () => {
    const res = await login('staff@staff.com', 'staffstaff', '10.2.0.1');
    const token = res.json().accessToken as string;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/authenticate/me', headers: auth })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/authenticate/logout', headers: auth, payload: {} })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/authenticate/me', headers: auth })).statusCode).toBe(401);
  });

  it('times a session out after the idle time and says so', async () => {
    const res = await login('staff@staff.com', 'staffstaff', '10.2.0.2');
    const token = res.json().accessToken as string;
    await t.changeOutside((db) =>
      db.execute(sql`update sessions set last_seen_at = now() - interval '16 minutes' where revoked_at is null`),
    );
    const me = await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toMatch(/timed out/);
    t = Object.assign(t, {}); // other cached tokens were idled too
  });
});

describe('change password', () => {
  it('checks the current password, the length and the confirmation', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'pw@x.com', password: 'firstpassword', name: 'Pw' },
    });
    const token = (await login('pw@x.com', 'firstpassword', '10.3.0.1')).json().accessToken as string;
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/change-password',
      headers: auth,
      payload: { currentPassword: 'nope', newPassword: 'secondpassword', confirmPassword: 'secondpassword' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/change-password',
      headers: auth,
      payload: { currentPassword: 'firstpassword', newPassword: 'short', confirmPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/change-password',
      headers: auth,
      payload: { currentPassword: 'firstpassword', newPassword: 'secondpassword', confirmPassword: 'secondpassword' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login('pw@x.com', 'secondpassword', '10.3.0.2')).json().accessToken).toBeTruthy();
    expect((await login('pw@x.com', 'firstpassword', '10.3.0.3')).json().error).toBe('Email Or Password Invalid');
  });
});
