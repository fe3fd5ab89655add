import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider for the tests of single sign-on (docs/security.md#single-sign-on-openid-connect):
 * `oidc-provider` (certified by the OpenID Foundation) on an ephemeral port of 127.0.0.1, with one confidential
 * client, the portal. Its login page is a stand-in for a person: it signs in the account named by `?as=` on the
 * interaction's address (the API test adds it) or else the one set by `GET /test/next-login?as=…&amr=…` (the
 * browser test sets it), with that `amr`. Run on its own (`tsx oidc-test-provider.ts <redirect URI>`) it prints
 * `issuer <url>` and serves until killed (apps/web/e2e/oidc.spec.ts).
 */

export const TEST_CLIENT_ID = 'lab-portal';
export const TEST_CLIENT_SECRET = 'a-client-secret-of-the-test-provider-0123456789';

/** The people the provider knows: its account id → the claims it gives. */
export const TEST_PEOPLE: Record<string, { email: string; email_verified: boolean; name: string }> = {
  staff: { email: 'Staff@Staff.com', email_verified: true, name: 'Staff at the IdP' },
  pathologist: { email: 'pathologist@demo.com', email_verified: true, name: 'Pathologist' },
  stranger: { email: 'nobody@elsewhere.example', email_verified: true, name: 'Nobody Known' },
  unverified: { email: 'staff@staff.com', email_verified: false, name: 'Claims to be staff' },
  newcomer: { email: 'new.resident@riverside.example', email_verified: true, name: 'New Resident' },
};

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // It signs its ID tokens with a key of its own (RS256), published at its jwks_uri.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-provider-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // amr is given when asked for (the portal asks with the claims parameter); the email only from userinfo.
    claims: { openid: ['sub'], amr: null, email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) =>
      TEST_PEOPLE[id] ? { accountId: id, claims: () => ({ sub: id, ...TEST_PEOPLE[id] }) } : undefined,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, claimsParameter: { enabled: true } },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    // A first-party portal: no consent screen, every scope it asks is granted.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session!.accountId!,
        clientId: ctx.oidc.client!.clientId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  let next = { as: 'staff', amr: '' };
  server.on('request', (req, res) => {
    const url = new URL(req.url!, issuer);
    if (url.pathname === '/test/next-login') {
      next = { as: url.searchParams.get('as') ?? 'staff', amr: url.searchParams.get('amr') ?? '' };
      res.end('ok');
      return;
    }
    if (!url.pathname.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      const as = url.searchParams.get('as') ?? next.as;
      const amr = url.searchParams.get('as') ? url.searchParams.get('amr') : next.amr;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: as, ...(amr ? { amr: amr.split(',') } : {}) } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const redirectUri = process.argv[2];
  if (!redirectUri) throw new Error('usage: tsx oidc-test-provider.ts <the portal’s redirect URI>');
  const { issuer } = await startTestProvider(redirectUri);
  console.log(`issuer ${issuer}`);
}
