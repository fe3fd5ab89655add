import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import {
  AUTH_MESSAGES,
  idpUsedSecondFactor,
  OIDC_CODE_FRAGMENT,
  OIDC_PROBLEM_FRAGMENT,
  ZApiError,
  ZOidcCompleteRequest,
  ZOidcCompleteResponse,
  type TOidcProblem,
} from '@lab/domain';
import type { OidcConfig } from '../../config';
import { oidcSignIns, users } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { actorOf, writeAudit } from '../../plugins/audit';
import { factorsOf, hasSecondFactor, methodsOf } from '../../services/second-factors';
import { publicOriginOf } from '../../services/public-links';
import { DEFAULT_WEBAUTHN_ORIGIN } from '../../services/passkeys';
import { findUserByEmail, findUserById, sessionUserOf, type UserRow } from './repository';
import { hashToken } from './mfa-token';
import { askSecondFactor, EMAIL_MAX_LENGTH, startSession } from './sign-in';
import { onAccountRegistered } from './accounts';

/** How long the person has at the identity provider, from the start to the callback. */
export const OIDC_SIGN_IN_TTL_SECONDS = 10 * 60;
/** How long the browser has to exchange the callback's one-time code for its session. */
export const OIDC_LOGIN_CODE_TTL_SECONDS = 60;
const CALLBACK_PATH = '/api/authenticate/oidc/callback';
const SCOPE = 'openid email profile';

const hashState = (state: string) => hashToken(`oidc-state:${state}`);
const hashLoginCode = (code: string) => hashToken(`oidc-login-code:${code}`);

/** Hosts whose issuer may be plain http (a provider on this machine: development and the tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The identity provider's metadata and keys, discovered on first use (`/.well-known/openid-configuration`) and kept;
 * a failed discovery is tried again at the next sign-in, so a provider that was down at start does not stay broken.
 */
function providerOf(oidc: OidcConfig) {
  let discovered: Promise<client.Configuration> | null = null;
  return () => {
    discovered ??= (async () => {
      const issuer = new URL(oidc.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      // client_secret_basic: OpenID Connect's default way for a client to authenticate at the token endpoint.
      return client.discovery(
        issuer,
        oidc.clientId,
        undefined,
        client.ClientSecretBasic(oidc.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })().catch((err: unknown) => {
      discovered = null;
      throw err;
    });
    return discovered;
  };
}

/** The address the provider sends the browser back to: on the portal's public URL, as registered at the provider. */
async function redirectUriOf(app: FastifyInstance): Promise<string> {
  const origin = (await publicOriginOf(app.db, app.config)) ?? DEFAULT_WEBAUTHN_ORIGIN;
  return new URL(CALLBACK_PATH, origin).toString();
}

/** The sign-in page, told why there is no session (it shows the reason; "ask your administrator" for an unknown account). */
const problemPage = (reply: FastifyReply, problem: TOidcProblem) =>
  reply.redirect(`/login#${OIDC_PROBLEM_FRAGMENT}=${problem}`, 302);

/**
 * Single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect), checked by openid-client:
 * the authorization code flow with PKCE (S256), state and nonce kept server-side (oidc_sign_ins, 10 minutes,
 * once). The callback maps the provider's verified email (or OIDC_EMAIL_CLAIM) to an active account and hands the
 * browser a one-time code in the sign-in page's address fragment; the page exchanges it with a POST for the session,
 * so no session token is ever in an address.
 */
const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const oidc = app.config.oidc;
  const provider = oidc ? providerOf(oidc) : null;
  const notConfigured = () => new HttpError(404, 'Single sign-on is not configured on this portal');

  /** A refused or failed single sign-on, audited as every failed sign-in is. */
  const refuse = async (req: FastifyRequest, why: string, user: UserRow | null = null, who = '') => {
    await writeAudit(
      app.db,
      { ...actorOf(req), userId: user?.id ?? null, username: (user?.email ?? who).slice(0, EMAIL_MAX_LENGTH) },
      {
        eventtype: 'sign-in-failed',
        eventdescription: `Failed single sign-on: ${why}`.slice(0, 1000),
        entity: 'user',
        entityId: user?.id ?? null,
      },
    );
  };

  app.get(
    '/api/authenticate/oidc/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: redirects to the identity provider (authorization code with PKCE)',
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      if (!oidc || !provider) throw notConfigured();
      let config: client.Configuration;
      try {
        config = await provider();
      } catch (err) {
        req.log.error({ err, issuer: oidc.issuer }, 'single sign-on: the identity provider cannot be reached');
        return problemPage(reply, 'failed');
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      // Old attempts go as new ones come: the table holds little more than the last hour's sign-ins.
      await app.db.delete(oidcSignIns).where(lt(oidcSignIns.expiresAt, sql`now() - interval '1 hour'`));
      await app.db.insert(oidcSignIns).values({
        stateHash: hashState(state),
        nonce,
        codeVerifier,
        expiresAt: new Date(Date.now() + OIDC_SIGN_IN_TTL_SECONDS * 1000),
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: await redirectUriOf(app),
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // The second factor is read from the ID token's amr: asked for by name where the provider takes such a request.
        ...(config.serverMetadata().claims_parameter_supported
          ? { claims: JSON.stringify({ id_token: { amr: null } }) }
          : {}),
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Single sign-on: the identity provider's answer; redirects to the sign-in page with a one-time code",
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      if (!oidc || !provider) throw notConfigured();
      reply.header('cache-control', 'no-store');
      const query = new URL(req.url, 'http://callback.invalid').searchParams;
      const state = query.get('state');
      // The attempt is spent whatever follows: a state works once.
      const [attempt] = state
        ? await app.db
            .update(oidcSignIns)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(oidcSignIns.stateHash, hashState(state)),
                isNull(oidcSignIns.usedAt),
                gt(oidcSignIns.expiresAt, sql`now()`),
              ),
            )
            .returning()
        : [];
      const idpError = query.get('error');
      if (idpError) {
        const description = query.get('error_description')?.slice(0, 200);
        await refuse(req, `the identity provider answered ${idpError}${description ? ` (${description})` : ''}`);
        return problemPage(reply, 'refused');
      }
      if (!attempt) {
        await refuse(req, state ? 'the sign-in expired or was used already' : 'the answer carries no state');
        return problemPage(reply, 'expired');
      }
      let claims: Record<string, unknown>;
      let amr: unknown;
      try {
        const config = await provider();
        const redirectUri = await redirectUriOf(app);
        const currentUrl = new URL(redirectUri);
        currentUrl.search = query.toString();
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: state!,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        amr = idToken.amr;
        claims = { ...idToken };
        // The claim that names the account may be left out of the ID token: the userinfo endpoint has it.
        if (claims[oidc.emailClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...info, ...idToken };
        }
      } catch (err) {
        req.log.warn({ err }, 'single sign-on: the identity provider’s answer was refused');
        const why = err instanceof Error ? err.message : String(err);
        await refuse(req, `the identity provider's answer did not check out: ${why}`);
        return problemPage(reply, 'failed');
      }
      const subject = `${String(claims.sub)} at ${oidc.issuer}`;
      const named = claims[oidc.emailClaim];
      // With the email claim, only an address the provider has verified names an account.
      const verified = oidc.emailClaim !== 'email' || claims.email_verified === true;
      if (typeof named !== 'string' || !named.trim() || !verified) {
        await refuse(
          req,
          `the identity provider gave no ${oidc.emailClaim === 'email' ? 'verified email' : oidc.emailClaim} for ${subject}`,
        );
        return problemPage(reply, 'no-verified-email');
      }
      let user = await findUserByEmail(app.db, named);
      if (!user && oidc.autoCreate) user = await createAccount(app, req, named, claims, subject);
      if (!user || user.status !== 'active') {
        await refuse(
          req,
          user ? `account ${user.status} (${subject})` : `no account for ${named} (${subject})`,
          user ?? null,
          named,
        );
        return problemPage(reply, 'account-not-set-up');
      }
      const account = user;
      const idpSecondFactor = idpUsedSecondFactor(amr);
      const amrText = Array.isArray(amr) ? amr.filter((m) => typeof m === 'string').join(' ') : null;
      const code = randomBytes(32).toString('base64url');
      await app.db.transaction(async (tx) => {
        await tx
          .update(oidcSignIns)
          .set({
            userId: account.id,
            codeHash: hashLoginCode(code),
            codeExpiresAt: new Date(Date.now() + OIDC_LOGIN_CODE_TTL_SECONDS * 1000),
            idpSecondFactor,
            amr: amrText,
          })
          .where(eq(oidcSignIns.id, attempt.id));
        await writeAudit(
          tx,
          { ...actorOf(req), userId: account.id, username: account.email },
          {
            eventtype: 'sign-in-idp',
            eventdescription: `${account.name} was vouched for by the identity provider (${subject}; amr: ${amrText ?? 'none'})`,
            entity: 'user',
            entityId: account.id,
          },
        );
      });
      return reply.redirect(`/login#${OIDC_CODE_FRAGMENT}=${code}`, 302);
    },
  );

  app.post(
    '/api/authenticate/oidc/complete',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Single sign-on: the callback's one-time code gives the session, or the portal's second step as the password sign-in does",
        body: ZOidcCompleteRequest,
        response: { 200: ZOidcCompleteResponse, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req, reply) => {
      if (!oidc) throw notConfigured();
      const [done] = await app.db
        .update(oidcSignIns)
        .set({ codeUsedAt: new Date() })
        .where(
          and(
            eq(oidcSignIns.codeHash, hashLoginCode(req.body.code)),
            isNull(oidcSignIns.codeUsedAt),
            gt(oidcSignIns.codeExpiresAt, sql`now()`),
          ),
        )
        .returning();
      const user = done?.userId ? await findUserById(app.db, done.userId) : undefined;
      if (!done || !user) {
        await refuse(req, 'the one-time code is unknown, expired or used');
        throw new HttpError(401, AUTH_MESSAGES.singleSignOnExpired, undefined, 'sign_in_required');
      }
      if (user.status === 'blocked' || user.status === 'deactivated') {
        await refuse(req, `account ${user.status}`, user);
        const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
        return reply.code(403).send({ error: AUTH_MESSAGES[user.status], code });
      }
      const factors = await factorsOf(app.db, user.id);
      if (hasSecondFactor(factors) && !done.idpSecondFactor) {
        const mfaToken = await askSecondFactor(app.db, req, user, {
          eventtype: 'sign-in-idp',
          eventdescription: `${user.name} signed in with single sign-on without a second factor there; the portal's is asked`,
        });
        return { mfaRequired: true as const, mfaToken, methods: methodsOf(factors) };
      }
      const how = ` with single sign-on (${oidc.name})${done.idpSecondFactor ? `, with the identity provider's second factor (amr: ${done.amr})` : ''}`;
      const sessionId = await startSession(app.db, req, user, how, { idpSecondFactor: done.idpSecondFactor });
      return {
        user: await sessionUserOf(app.db, user, done.idpSecondFactor),
        accessToken: await app.tokens.sign(user.id, sessionId),
      };
    },
  );
};

/**
 * OIDC_AUTO_CREATE: a person the provider vouches for, without an account yet, gets one with no role (an
 * administrator grants access, as for a self-registration) and no password (only single sign-on opens it).
 */
async function createAccount(
  app: FastifyInstance,
  req: FastifyRequest,
  email: string,
  claims: Record<string, unknown>,
  subject: string,
): Promise<UserRow | undefined> {
  if (email.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  const name = (typeof claims.name === 'string' && claims.name.trim().slice(0, 200)) || email;
  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, name, username: email.split('@')[0]!, passwordHash: null, role: null, status: 'active' })
      .onConflictDoNothing()
      .returning();
    if (!created) return findUserByEmail(tx, email);
    await writeAudit(
      tx,
      { ...actorOf(req), userId: created.id, username: email },
      {
        eventtype: 'register',
        eventdescription: `${name} was given an account by single sign-on (${subject}); access pending an administrator`,
        entity: 'user',
        entityId: created.id,
      },
    );
    await onAccountRegistered(tx, created);
    return created;
  });
}

export default oidcRoutes;
