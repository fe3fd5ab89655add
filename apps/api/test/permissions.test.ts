import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type TRole } from '@lab/domain';
import { eq } from 'drizzle-orm';
import { appSettings, users } from '../src/db/schema/index';
import { createSession } from '../src/plugins/auth';
import { createTestApp, type TestContext } from './helper';

/**
 * Walks every /api route with every kind of caller and checks the answer against the route's own
 * declaration: anonymous → 401 unless public; a role outside the list → 403; a role inside → never
 * refused for its role. New features are covered by this test as soon as they register routes.
 */
let t: TestContext;
const userIds = new Map<TRole | 'none', number>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const role of [...ROLES, 'none'] as const) {
    const [u] = await db
      .insert(users)
      .values({
        email: `walk-${role}@example.com`,
        username: `walk-${role}`,
        name: `Walk ${role}`,
        role: role === 'none' ? null : role,
      })
      .returning();
    userIds.set(role, u!.id);
  }
});
afterAll(() => t.close());

/** A fresh session per call, so routes that end sessions (log out) don't disturb the next call. */
async function tokenAs(role: TRole | 'none'): Promise<string> {
  const userId = userIds.get(role)!;
  const sid = await createSession(t.database.db, userId, { ip: '127.0.0.1', headers: {} } as never);
  return t.app.tokens.sign(userId, sid);
}

/** A signed link to `url` for a fresh session of `role`, minted directly (the sign route would refuse some roles). */
async function linkAs(role: TRole | 'none', url: string): Promise<string> {
  const userId = userIds.get(role)!;
  const sessionId = await createSession(t.database.db, userId, { ip: '127.0.0.1', headers: {} } as never);
  const { sig, exp } = t.app.downloads.sign(url, { userId, sessionId });
  return `${url}?sig=${sig}&exp=${exp}`;
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('every route declares who may call it, and the server enforces it', () => {
  it('has routes to walk', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
  });

  it('walks every route with anonymous, no-role and every role', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess) {
      const url = concrete(route.url);
      const send = async (token: string | null) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });

      const anon = await send(null);
      if (route.access !== 'public' && anon.statusCode !== 401) {
        failures.push(`${route.method} ${route.url} anonymous → ${anon.statusCode}, expected 401`);
      }
      if (route.access === 'public') continue;

      for (const role of [...ROLES, 'none'] as const) {
        const allowed = route.access === 'authenticated' || (role !== 'none' && route.access.roles.includes(role));
        // A stream let through never ends under inject: live.test.ts opens it over HTTP instead.
        if (route.stream && allowed) continue;
        const answers = [{ how: 'token', res: await send(await tokenAs(role)) }];
        // A signed link is checked against the route's roles as the header is (it only names the user).
        if (route.signedUrl)
          answers.push({ how: 'signed link', res: await t.app.inject({ url: await linkAs(role, url) }) });
        for (const { how, res } of answers) {
          const refusedForRole = res.statusCode === 403 && /^Your role|no role yet/.test(res.json().error ?? '');
          if (allowed && (res.statusCode === 401 || refusedForRole)) {
            failures.push(
              `${route.method} ${route.url} as ${role} (${how}) → ${res.statusCode}, expected to be let through`,
            );
          }
          if (!allowed && res.statusCode !== 403) {
            failures.push(`${route.method} ${route.url} as ${role} (${how}) → ${res.statusCode}, expected 403`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers only enrolment, /api/authenticate/* and the profile read while a role must enrol a second factor', async () => {
    const ENROLMENT = new Set([
      'GET /api/account/mfa',
      'POST /api/account/mfa/totp/setup',
      'POST /api/account/mfa/totp/confirm',
      'POST /api/account/mfa/webauthn/register/options',
      'POST /api/account/mfa/webauthn/register/verify',
      'GET /api/account/profile',
      'GET /api/account/theme',
      'GET /api/settings/portal',
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/security',
      headers: { authorization: `Bearer ${await tokenAs('admin')}` },
      payload: { requireMfaFor: [...ROLES] },
    });
    const failures: string[] = [];
    try {
      for (const route of t.app.routeAccess) {
        if (route.access === 'public' || route.stream) continue;
        const key = `${route.method} ${route.url}`;
        const open = ENROLMENT.has(key) || route.url.startsWith('/api/authenticate/');
        for (const role of ROLES) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: concrete(route.url),
            headers: { authorization: `Bearer ${await tokenAs(role)}` },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const sentToEnrol = res.statusCode === 403 && res.json().code === 'mfa_enrolment_required';
          if (open === sentToEnrol) failures.push(`${key} as ${role} → ${res.statusCode} ${res.json().code ?? ''}`);
        }
      }
    } finally {
      // The walk's users have no factor: the policy goes back by hand (the admin is sent to enrol too).
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'security'));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
