import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditEvents, sessions } from '../src/db/schema/index';
import { createTestApp, demoCredentials, type DemoWho, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh session of its own, so ending it does not sign out the other tests' cached tokens. */
async function signIn(who: DemoWho, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: demoCredentials(who),
    remoteAddress: ip,
  });
  return res.json().accessToken as string;
}
const unlock = (token: string | null, password: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate/unlock',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { password },
  });
const lastAudit = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, userId))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0]!;

describe('POST /api/authenticate/unlock', () => {
  it('accepts the signed-in user’s own password, audits it and touches the session', async () => {
    const token = await signIn('staff', '10.20.0.1');
    const me = (
      await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const staleSeen = new Date(Date.now() - 5 * 60_000);
    await t.changeOutside((db) => db.update(sessions).set({ lastSeenAt: staleSeen }).where(eq(sessions.userId, me.id)));
    const res = await unlock(token, demoCredentials('staff').password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(rows.some((s) => s.lastSeenAt.getTime() > staleSeen.getTime() + 60_000)).toBe(true);
    const audit = await lastAudit(me.id);
    expect(audit.eventtype).toBe('sign-in');
    expect(audit.eventdescription).toBe('Sam Staff unlocked the screen');
  });

  it('answers 400 naming password for a wrong one, or another user’s, and audits the failure', async () => {
    const token = await signIn('staff', '10.20.0.2');
    for (const wrong of ['nope', demoCredentials('admin').password]) {
      const res = await unlock(token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fields: { password: 'The password is not correct' },
      });
    }
    const me = (
      await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect((await lastAudit(me.id)).eventtype).toBe('sign-in-failed');
    // The session still lives: the right password unlocks.
    expect((await unlock(token, demoCredentials('staff').password)).statusCode).toBe(200);
  });

  it('names the field for an empty or missing password, and needs a session', async () => {
    const token = await signIn('staff', '10.20.0.3');
    const empty = await unlock(token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('password');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/unlock',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('password');
    expect((await unlock(null, 'x')).statusCode).toBe(401);
  });

  it('ends the session at the fifth wrong password, and only that session', async () => {
    const token = await signIn('editor', '10.20.0.4');
    const other = await signIn('editor', '10.20.0.5');
    for (let i = 0; i < 4; i++) expect((await unlock(token, `wrong-${i}`)).statusCode).toBe(400);
    const fifth = await unlock(token, 'wrong-5');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({
      code: 'invalid_credentials',
      error: 'Too many wrong passwords: you were signed out. Please sign in again.',
    });
    // Even the right password is too late now, and every other call is refused.
    expect((await unlock(token, demoCredentials('editor').password)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    const me = await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${other}` } });
    expect(me.statusCode).toBe(200);
    expect((await lastAudit(me.json().id)).eventtype).toBe('sign-out');
  });

  it('after the server’s idle limit answers session_timed_out like any call, password or not', async () => {
    const token = await signIn('physician', '10.20.0.6');
    const me = (
      await t.app.inject({ url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } })
    ).json();
    await t.changeOutside((db) =>
      db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - (t.config.idleTimeoutMinutes + 1) * 60_000) })
        .where(eq(sessions.userId, me.id)),
    );
    const res = await unlock(token, demoCredentials('physician').password);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('session_timed_out');
  });

  it('is open to every signed-in role, a patient too', async () => {
    const res = await t.as('patient', {
      method: 'POST',
      url: '/api/authenticate/unlock',
      payload: { password: demoCredentials('patient').password },
    });
    expect(res.statusCode).toBe(200);
  });
});
