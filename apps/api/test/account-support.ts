import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, users } from '../src/db/schema/index';
import { demoCredentials, type DemoWho, type TestContext } from './helper';
import type { SoftAuthenticator } from './soft-authenticator';

/**
 * What the second-factor tests do to an account, over one test app (`app()` gives it once `beforeAll` made it):
 * calls with a token, the sign-in's first step, a demo user's id, the last audit row of an event about a user, a
 * passkey registered with the software authenticator. `remoteAddress` keeps a file's sign-ins on their own address
 * (the sign-in throttle counts per address).
 */
export function accountSupport(app: () => TestContext, opts: { remoteAddress?: string } = {}) {
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });

  async function login(who: DemoWho) {
    const res = await call(null, 'POST', '/api/authenticate/login/user', demoCredentials(who));
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
      await app()
        .database.db.select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoCredentials(who).email))
    )[0]!.id;

  const lastAudit = async (id: number, eventtype: string) =>
    (
      await app()
        .database.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.eventtype, eventtype)))
        .orderBy(desc(auditEvents.id))
        .limit(1)
    )[0];

  async function registerWith(token: string, auth: SoftAuthenticator, name?: string) {
    const opts = await call(token, 'POST', '/api/account/mfa/webauthn/register/options');
    expect(opts.statusCode, opts.body).toBe(200);
    const res = await call(token, 'POST', '/api/account/mfa/webauthn/register/verify', {
      response: auth.register(opts.json() as { challenge: string; rp: { id: string; name: string } }),
      ...(name ? { name } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; name: string; recoveryCodes?: string[] };
  }

  return { call, login, tokenOf, userId, lastAudit, registerWith };
}
