import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditEvents, sessions } from '../src/db/schema/index';
import { createTestApp, demoCredentials, type DemoWho, type TestContext } from './helper';

/**
 * Issue 24, finding 5 (docs/security.md#signing-review-and-the-lock): the lock is the session's — every tab holding
 * its token is refused (423) until the unlock — and every password check shares the account throttle of sign-in.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

async function signIn(ctx: TestContext, who: DemoWho, ip: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: demoCredentials(who),
    remoteAddress: ip,
  });
  expect(res.json().accessToken, res.body).toBeTruthy();
  return res.json().accessToken as string;
}
const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('the lock is the session’s', () => {
  it('refuses every call of a locked session with 423, from any tab, until the unlock; other sessions go on', async () => {
    const tab = await signIn(t, 'staff', '10.40.0.1');
    // A second tab of the same browser holds the same token; a second browser has a session of its own.
    const otherTab = tab;
    const otherBrowser = await signIn(t, 'staff', '10.40.0.2');
    const locked = await call(tab, '/api/authenticate/lock', 'POST');
    expect(locked.statusCode, locked.body).toBe(200);

    for (const url of ['/api/authenticate/me', '/api/notifications', '/api/users/list']) {
      const res = await call(otherTab, url);
      expect(res.statusCode, url).toBe(423);
      expect(res.json(), url).toMatchObject({ code: 'session_locked' });
    }
    // No fresh token for a locked session either (and it is no sign-out: 423, not 401).
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/refresh-token',
      payload: { accessToken: otherTab },
    });
    expect(refresh.statusCode).toBe(423);
    expect((await call(otherBrowser, '/api/authenticate/me')).statusCode).toBe(200);

    const me = (await call(otherBrowser, '/api/authenticate/me')).json();
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.eventtype, 'session-lock'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({ userId: me.id, eventdescription: 'Sam Staff locked the screen' });

    const wrong = await call(otherTab, '/api/authenticate/unlock', 'POST', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(otherTab, '/api/authenticate/me')).statusCode).toBe(423);
    const unlocked = await call(otherTab, '/api/authenticate/unlock', 'POST', {
      password: demoCredentials('staff').password,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await call(tab, '/api/authenticate/me')).statusCode).toBe(200);
    expect((await call(otherTab, '/api/notifications')).statusCode).toBe(200);
  });

  it('lets a locked session sign out, and locking does not keep it alive', async () => {
    const tab = await signIn(t, 'editor', '10.40.0.3');
    const me = (await call(tab, '/api/authenticate/me')).json();
    const stale = new Date(Date.now() - 5 * 60_000);
    await t.changeOutside((db) => db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.userId, me.id)));
    expect((await call(tab, '/api/authenticate/lock', 'POST')).statusCode).toBe(200);
    expect((await call(tab, '/api/authenticate/me')).statusCode).toBe(423);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    // Neither the lock nor the refused calls moved "last seen": the server's idle limit runs on while locked.
    expect(rows.every((s) => s.lastSeenAt.getTime() <= stale.getTime() + 1000)).toBe(true);
    expect((await call(tab, '/api/authenticate/logout', 'POST', {})).statusCode).toBe(200);
    expect((await call(tab, '/api/authenticate/me')).statusCode).toBe(401);
  });
});

describe('every password check shares one throttle per account with sign-in', () => {
  let th: TestContext;
  beforeAll(async () => {
    // A 5 s first gap and at most 5.5 s in the queue: after the fifth attempt the queue reaches 15 s, so what comes
    // within the next few seconds is refused (the default is 250 ms and 60 s; the test sees it within seconds).
    th = await createTestApp({ config: { loginSlowdownMs: 5000, loginMaxWaitMs: 5500 } });
  }, 180_000);
  afterAll(() => th?.close());

  it('slows then refuses 30 wrong passwords across change-password, sign-out and addendum, and then sign-in', async () => {
    const token = await signIn(th, 'pathologist', '10.41.0.1');
    const headers = { authorization: `Bearer ${token}` };
    const attempts = Array.from({ length: 30 }, (_, i) => {
      const wrong = `wrong-guess-${i}`;
      if (i % 3 === 0)
        return th.app.inject({
          method: 'POST',
          url: '/api/authenticate/change-password',
          headers,
          payload: { currentPassword: wrong, newPassword: 'a-new-long-password-1' },
        });
      if (i % 3 === 1)
        return th.app.inject({
          method: 'POST',
          url: '/api/cases/1/sign-out',
          headers,
          payload: { password: wrong, rowVersion: 0 },
        });
      return th.app.inject({
        method: 'POST',
        url: '/api/cases/1/addenda',
        headers,
        payload: { text: 'x', password: wrong, rowVersion: 0 },
      });
    });
    const started = Date.now();
    const answers = await Promise.all(attempts);
    const refused = answers.filter((a) => a.statusCode === 429);
    const checked = answers.filter((a) => a.statusCode === 400);
    // Some are checked, slowly (after 3, each waits a gap doubling from 5 s); the rest are refused without a look at
    // the password. How many of each depends on how fast the server takes them in (its in-flight limit queues some).
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(refused.length + checked.length).toBe(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    for (const r of refused) {
      expect(r.json()).toMatchObject({ code: 'rate_limited' });
      expect(r.json().error).toMatch(/try again in \d+ seconds?/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The same account's sign-in waits in the same queue: even the right password is refused for now.
    const signInNow = await th.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: demoCredentials('pathologist'),
      remoteAddress: '10.41.0.2',
    });
    expect(signInNow.statusCode).toBe(429);
    expect(signInNow.json().code).toBe('rate_limited');
  }, 60_000);
});
