import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditEvents, oidcSignIns, users } from '../src/db/schema/index';
import { loadConfig } from '../src/config';
import { createTestApp, demoCredentials, type TestContext } from './helper';
import { TEST_SECRETS } from './templates';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_PEOPLE,
  type TestProvider,
} from './oidc-test-provider';

/**
 * Issue 27, single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect): the whole
 * authorization code flow with PKCE against a real provider (the `oidc-provider` package, certified by the OpenID
 * Foundation, oidc-test-provider.ts) listening on an ephemeral port. The test plays the browser: it follows the redirects by hand, keeps
 * the provider's cookies, and at the provider's login page says who signs in and how (the `amr`).
 */

const REDIRECT_URI = 'http://localhost:3000/api/authenticate/oidc/callback';

let idp: TestProvider;
let issuer: string;
let t: TestContext;

beforeAll(async () => {
  idp = await startTestProvider(REDIRECT_URI);
  issuer = idp.issuer;
  t = await createTestApp({
    config: {
      oidc: {
        issuer,
        clientId: TEST_CLIENT_ID,
        clientSecret: TEST_CLIENT_SECRET,
        name: 'Sign in with Riverside Health',
        emailClaim: 'email',
        autoCreate: false,
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A browser's cookie jar for the provider (one per sign-in: the provider's session cookies). */
class Browser {
  private cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** The portal's start: the redirect to the provider. */
async function start(): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: '/api/authenticate/oidc/start' });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string);
}

/**
 * At the provider, from the authorization URL to its redirect back to the portal: the person `as` signs in, with
 * `amr` when given. Answers the callback address the provider sends the browser to.
 */
async function atProvider(authorizationUrl: URL, as: string, amr?: string[]): Promise<URL> {
  const browser = new Browser();
  let url = authorizationUrl.href;
  for (let hops = 0; hops < 10; hops++) {
    const res = await browser.get(url);
    expect([302, 303], `${url} → ${res.status} ${await res.clone().text()}`).toContain(res.status);
    const next = new URL(res.headers.get('location')!, url);
    if (next.href.startsWith(REDIRECT_URI)) return next;
    if (next.pathname.startsWith('/interaction/')) {
      next.searchParams.set('as', as);
      if (amr) next.searchParams.set('amr', amr.join(','));
    }
    url = next.href;
  }
  throw new Error('the provider never sent the browser back to the portal');
}

/** The portal's callback, as the browser opens it: where it sends the browser next. */
async function callback(url: URL): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode, res.body).toBe(302);
  return res.headers.location as string;
}

const codeOf = (location: string) => {
  const m = /^\/login#sso-code=([A-Za-z0-9_-]+)$/.exec(location);
  expect(m, location).not.toBeNull();
  return m![1]!;
};

const complete = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate/oidc/complete', payload: { code } });

/** The whole sign-in as a browser runs it: start, the provider, the callback, the page's POST of its code. */
async function signInAs(as: string, amr?: string[]) {
  const location = await callback(await atProvider(await start(), as, amr));
  const res = await complete(codeOf(location));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

const lastAudit = async (eventtype: string) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.eventtype, eventtype))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/authenticate/me', headers: { authorization: `Bearer ${token}` } });

describe('single sign-on with OpenID Connect against a real provider', () => {
  it('shows the button’s words in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toMatchObject({ oidc: { name: 'Sign in with Riverside Health' } });
  });

  it('starts the authorization code flow with PKCE (S256), a state and a nonce kept server-side', async () => {
    const url = await start();
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    // Only the state's hash is stored.
    const stored = await t.database.db
      .select()
      .from(oidcSignIns)
      .where(eq(oidcSignIns.nonce, p.get('nonce')!));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.stateHash).not.toContain(p.get('state')!);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('signs a known user in (the verified email, any case) with the same answer as the password sign-in, once', async () => {
    const location = await callback(await atProvider(await start(), 'staff'));
    const code = codeOf(location);
    const res = await complete(code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { user: Record<string, unknown>; accessToken: string };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(body.user).toMatchObject({ email: demoCredentials('staff').email, role: 'editor', loggedInWith: 'jwt' });
    const who = await me(body.accessToken);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ email: 'staff@staff.com' });
    const audit = await lastAudit('sign-in');
    expect(audit?.eventdescription).toContain('with single sign-on (Sign in with Riverside Health)');
    expect(audit?.username).toBe('staff@staff.com');
    expect((await lastAudit('sign-in-idp'))?.eventdescription).toMatch(/vouched for by the identity provider/);
    // The one-time code works once.
    const again = await complete(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'sign_in_required' });
  });

  it('sends an unknown person to "ask your administrator", makes no account and audits the refusal', async () => {
    const location = await callback(await atProvider(await start(), 'stranger'));
    expect(location).toBe('/login#sso-problem=account-not-set-up');
    const made = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'nobody@elsewhere.example'`);
    expect(made).toHaveLength(0);
    const audit = await lastAudit('sign-in-failed');
    expect(audit?.eventdescription).toContain('no account for nobody@elsewhere.example');
  });

  it('refuses an email the provider has not verified', async () => {
    const location = await callback(await atProvider(await start(), 'unverified'));
    expect(location).toBe('/login#sso-problem=no-verified-email');
  });

  it('refuses a deactivated account as not set up', async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ email: 'gone@demo.com', username: 'gone', name: 'Gone', role: 'staff', status: 'deactivated' })
      .returning();
    TEST_PEOPLE.gone = { email: 'gone@demo.com', email_verified: true, name: 'Gone' };
    const location = await callback(await atProvider(await start(), 'gone'));
    expect(location).toBe('/login#sso-problem=account-not-set-up');
    expect((await lastAudit('sign-in-failed'))?.eventdescription).toContain('account deactivated');
    expect((await lastAudit('sign-in-failed'))?.userId).toBe(row!.id);
  });

  it('refuses a replayed callback (the state works once)', async () => {
    const back = await atProvider(await start(), 'staff');
    codeOf(await callback(back));
    expect(await callback(back)).toBe('/login#sso-problem=expired');
  });

  it("refuses one sign-in's code with another's state: the PKCE verifier and nonce are that other's", async () => {
    const first = await atProvider(await start(), 'staff');
    const second = await start();
    const forged = new URL(first);
    forged.searchParams.set('state', second.searchParams.get('state')!);
    expect(await callback(forged)).toBe('/login#sso-problem=failed');
    expect((await lastAudit('sign-in-failed'))?.eventdescription).toMatch(/did not check out/);
  });

  it('refuses a state it never gave, and an expired sign-in', async () => {
    const back = await atProvider(await start(), 'staff');
    const made = new URL(back);
    made.searchParams.set('state', 'made-up-state');
    expect(await callback(made)).toBe('/login#sso-problem=expired');
    const later = await atProvider(await start(), 'staff');
    await t.database.db.update(oidcSignIns).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await callback(later)).toBe('/login#sso-problem=expired');
  });

  it("answers the provider's error (the person cancelled) with a clear page, not a 500", async () => {
    const state = (await start()).searchParams.get('state')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/authenticate/oidc/callback?error=access_denied&error_description=End-User%20aborted&state=${state}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login#sso-problem=refused');
    expect((await lastAudit('sign-in-failed'))?.eventdescription).toContain('access_denied (End-User aborted)');
  });

  describe('a user with the portal’s own second factor (TOTP)', () => {
    let secret: string;
    beforeAll(async () => {
      const token = await t.tokenFor('pathologist');
      const auth = { authorization: `Bearer ${token}` };
      const setup = await t.app.inject({ method: 'POST', url: '/api/account/mfa/totp/setup', headers: auth });
      expect(setup.statusCode, setup.body).toBe(200);
      secret = (setup.json() as { secret: string }).secret;
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/account/mfa/totp/confirm',
        headers: auth,
        payload: { code },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
    });

    it("is signed in when the provider's amr says mfa", async () => {
      const body = await signInAs('pathologist', ['pwd', 'mfa']);
      expect(body).toHaveProperty('accessToken');
      expect((await lastAudit('sign-in'))?.eventdescription).toContain("with the identity provider's second factor");
    });

    it('gets the mfaRequired step without an amr (or with a password only), then signs in with a code', async () => {
      for (const amr of [undefined, ['pwd']]) {
        const body = await signInAs('pathologist', amr);
        expect(body).toMatchObject({ mfaRequired: true, methods: expect.arrayContaining(['totp', 'recovery']) });
        expect(body).not.toHaveProperty('accessToken');
      }
      const body = await signInAs('pathologist');
      // The next 30-second step: the enrolment's code (this step) works once.
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate/mfa/verify',
        payload: { mfaToken: body.mfaToken, code },
      });
      expect(verify.statusCode, verify.body).toBe(200);
      expect(verify.json()).toHaveProperty('accessToken');
    });
  });

  describe("the policy's second factor", () => {
    beforeAll(async () => {
      const res = await t.as('admin', {
        method: 'PUT',
        url: '/api/settings/security',
        payload: { requireMfaFor: ['editor'] },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    afterAll(async () => {
      await t.as('admin', { method: 'PUT', url: '/api/settings/security', payload: { requireMfaFor: [] } });
    });

    it("is met by the provider's MFA for that session, and asked for enrolment without it", async () => {
      const withMfa = (await signInAs('staff', ['pwd', 'otp'])) as {
        user: { mfaEnrolmentRequired: boolean };
        accessToken: string;
      };
      expect(withMfa.user.mfaEnrolmentRequired).toBe(false);
      const auth = { authorization: `Bearer ${withMfa.accessToken}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).statusCode).toBe(200);
      expect((await me(withMfa.accessToken)).json()).toMatchObject({ mfaEnrolmentRequired: false });

      const without = (await signInAs('staff', ['pwd'])) as {
        user: { mfaEnrolmentRequired: boolean };
        accessToken: string;
      };
      expect(without.user.mfaEnrolmentRequired).toBe(true);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${without.accessToken}` },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'mfa_enrolment_required' });
    });
  });

  it('with OIDC_AUTO_CREATE, gives an unknown person an account without a role, audited', async () => {
    // The running app reads its config object at each sign-in; the switch stands for OIDC_AUTO_CREATE=true.
    t.config.oidc!.autoCreate = true;
    try {
      const body = (await signInAs('newcomer')) as { user: { email: string; role: unknown } };
      expect(body.user).toMatchObject({ email: 'new.resident@riverside.example', role: null });
      const [row] = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.email, 'new.resident@riverside.example')));
      expect(row).toMatchObject({ role: null, status: 'active', passwordHash: null, name: 'New Resident' });
      expect((await lastAudit('register'))?.eventdescription).toContain('was given an account by single sign-on');
    } finally {
      t.config.oidc!.autoCreate = false;
    }
  });
});

describe('the settings', () => {
  const env = (more: Record<string, string>) => ({ DATA_DIR: t.config.dataDir, ...TEST_SECRETS, ...more });

  it('takes the issuer, client and name, with the email claim and no accounts made by default', () => {
    const config = loadConfig(
      env({ OIDC_ISSUER: 'https://login.riverside.example/', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret' }),
    );
    expect(config.oidc).toEqual({
      issuer: 'https://login.riverside.example/',
      clientId: 'portal',
      clientSecret: 's3cret',
      name: 'Sign in with single sign-on',
      emailClaim: 'email',
      autoCreate: false,
    });
    expect(loadConfig(env({})).oidc).toBeUndefined();
  });

  it('stops the start naming what is missing or wrong', () => {
    expect(() => loadConfig(env({ OIDC_ISSUER: 'https://login.riverside.example' }))).toThrow(
      /OIDC_CLIENT_ID: is required[\s\S]*OIDC_CLIENT_SECRET: is required/,
    );
    expect(() => loadConfig(env({ OIDC_NAME: 'Sign in with Riverside Health' }))).toThrow(
      /OIDC_NAME: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too/,
    );
    expect(() =>
      loadConfig(env({ OIDC_ISSUER: 'login.riverside.example', OIDC_CLIENT_ID: 'p', OIDC_CLIENT_SECRET: 's' })),
    ).toThrow(/OIDC_ISSUER: must be the identity provider’s issuer URL/);
  });

  it('answers 404 and no button where single sign-on is not configured', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect((await plain.app.inject({ url: '/api/public-config' })).json()).toMatchObject({ oidc: null });
      for (const url of ['/api/authenticate/oidc/start', '/api/authenticate/oidc/callback?code=x&state=y']) {
        expect((await plain.app.inject({ url })).statusCode).toBe(404);
      }
      const complete = await plain.app.inject({
        method: 'POST',
        url: '/api/authenticate/oidc/complete',
        payload: { code: 'x' },
      });
      expect(complete.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
