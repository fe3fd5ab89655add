import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import {
  AUTH_MESSAGES,
  AUTH_MFA_MESSAGES,
  isAllowed,
  mfaEnrolmentRequired,
  ZRole,
  ZSecuritySettings,
  type TPermissionAction,
  type TPermissionArea,
  type TPermissions,
  type TRole,
  type TErrorCode,
} from '@lab/domain';
import { sessions, users } from '../db/schema/index';
import { HttpError } from '../lib/http-error';
import type { Db, Executor } from '../db/client';
import { connectListener } from '../lib/pg-listener';
import { revokeCalendarFeeds } from '../services/calendar-feeds';
import { hasSecondFactorSql } from '../services/second-factors';
import { carriesAccessToken, downloadSigner, type DownloadGrant, type DownloadSigner } from '../lib/signed-url';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who may call a route. Every /api route declares one (checked at start):
 * - 'public': anyone;
 * - 'authenticated': any signed-in user, with or without a role;
 * - { roles, area?, action? }: one of the roles, and the user's permission matrix must allow area/action.
 */
export type Access =
  'public' | 'authenticated' | { roles: readonly TRole[]; area?: TPermissionArea; action?: TPermissionAction };

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** A stream that stays open (the live channel): callers that wait for the end of an answer must not call it. */
  stream?: boolean;
  /** A GET that also takes a signed link (`?sig=&exp=`) instead of the Authorization header. */
  signedUrl?: boolean;
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: TRole | null;
  permissions: Partial<TPermissions> | null;
  sessionId: string;
  mustChangePassword: boolean;
  /** The policy asks the user's role for a second factor and they have none: only enrolment answers. */
  mfaEnrolmentRequired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the user must still change a reset password. */
    allowWithExpiredPassword?: boolean;
    /**
     * A GET the browser opens itself (a download or PDF in a new tab, an export, the live channel's EventSource),
     * which cannot send the Authorization header: it also takes a signed link, `?sig=…&exp=…` from
     * `POST /api/downloads/sign`, good for this one path, its user and session, for a few minutes. The session token
     * itself is never taken from an address.
     */
    signedUrl?: boolean;
    /**
     * Answered while the user must still enrol a second factor (docs/security.md#second-factors): the profile read
     * and the enrolment itself; every other call but /api/authenticate/* gets 403 `mfa_enrolment_required`.
     */
    allowDuringMfaEnrolment?: boolean;
    /** Answered while the session is locked (the unlock, the lock itself, sign-out); every other call gets 423. */
    allowWhileLocked?: boolean;
    /** The call is no activity of the user: it does not move the session's "last seen" (the lock itself). */
    keepIdle?: boolean;
    /** The answer is a stream that stays open (server-sent events). */
    stream?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Signs and checks the links of `signedUrl` routes (lib/signed-url.ts). */
    downloads: DownloadSigner;
    /** The sessions found valid a moment ago (SessionCache). */
    sessionCache: SessionCache;
    /** Every /api route with its declared access (for the permission walk test and docs). */
    routeAccess: RouteAccess[];
  }
}

export interface TokenService {
  sign(userId: number, sessionId: string): Promise<string>;
  /** Verifies the signature and expiry only; the session is checked by `loadSession`. */
  verify(token: string): Promise<{ userId: number; sessionId: string } | null>;
}

/** How many verified tokens tokenService remembers (one per signed-in tab is plenty). */
export const VERIFIED_TOKEN_CACHE = 5000;

export function tokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature checks the same every time: remember the claims of the ones already verified, so a request
  // does not pay the HMAC again (jose's verify was 7 % of the CPU of a list under load, docs/performance.md). The
  // expiry is checked on every use; the session itself is still looked up on every request (loadSession).
  const verified = new Map<string, { userId: number; sessionId: string; exp: number }>();
  return {
    async sign(userId, sessionId) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        // Only tokens this server signs: an expiry, no longer than the configured lifetime from issue.
        const { exp, iat } = payload;
        if (typeof exp !== 'number' || typeof iat !== 'number') return null;
        if (exp - iat > ttlSeconds || exp > Date.now() / 1000 + ttlSeconds) return null;
        if (verified.size >= VERIFIED_TOKEN_CACHE) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId, sessionId: payload.sid, exp });
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

/** A new session; `idpSecondFactor`: a single sign-on whose identity provider used a second factor (its `amr`). */
export async function createSession(
  ex: Executor,
  userId: number,
  req: FastifyRequest,
  opts: { idpSecondFactor?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await ex.insert(sessions).values({
    id,
    userId,
    ip: req.ip,
    userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
    idpSecondFactor: opts.idpSecondFactor ?? false,
  });
  return id;
}

export async function revokeSessions(ex: Executor, userId: number, reason: string): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The session and what authorization needs of its user, as one prepared statement: it runs on every request, so
 * drizzle builds its SQL once per database handle and PostgreSQL parses it once per connection (building the old
 * select of both whole rows was the largest part of drizzle's 17 % of the CPU under load, docs/performance.md).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
        revokeReason: sessions.revokeReason,
        lockedAt: sessions.lockedAt,
        idpSecondFactor: sessions.idpSecondFactor,
      },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        permissions: users.permissions,
        status: users.status,
        mustChangePassword: users.mustChangePassword,
        // Whether the policy (app_settings 'security') may send the user to enrolment: read with the session, once.
        hasSecondFactor: hasSecondFactorSql(users.id),
        securityPolicy: sql<unknown>`(select s.value from app_settings s where s.key = 'security')`,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let q = sessionLookups.get(db);
  if (!q) sessionLookups.set(db, (q = prepareSessionLookup(db)));
  return q;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

/** How long a session found valid is taken on trust before it is read again (docs/performance.md#throughput). */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;
/** PostgreSQL's NOTIFY channel of the sessions and accounts triggers (migration 0010). */
export const AUTH_CHANNEL = 'lab_auth';

/**
 * The sessions this process found valid in the last SESSION_CACHE_MS, so the requests a page sends together (and a
 * list under load) do not each read the same session and account again. It is emptied, whole:
 * - by every request of this process that may write (anything but GET, HEAD and OPTIONS), before its answer leaves,
 *   so a sign-out, a block, a role or permission change or a password change counts from the very next request;
 * - when PostgreSQL says an account or a session changed anywhere (the triggers of migration 0010 NOTIFY on
 *   `lab_auth`: another process, the create-admin command, a change by hand), and when the LISTEN connection comes
 *   back after a loss;
 * - and an entry is read again after SESSION_CACHE_MS whatever happens, which bounds what a lost notification costs.
 * A lookup that started before a clear does not store its answer (the generation check), so a block that commits
 * while a request reads the session is not hidden by that request's stale row.
 */
export class SessionCache {
  private rows = new Map<string, { row: SessionRow; at: number }>();
  private generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  get(id: string): SessionRow | undefined {
    const hit = this.rows.get(id);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.rows.delete(id);
      return undefined;
    }
    return hit.row;
  }

  /** The generation a lookup starts in; `set` with an older one stores nothing. */
  get epoch(): number {
    return this.generation;
  }

  set(id: string, row: SessionRow, epoch: number): void {
    if (epoch !== this.generation || this.ttlMs <= 0) return;
    if (this.rows.size >= SESSION_CACHE_MAX) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(id, { row, at: Date.now() });
  }

  clear(): void {
    this.generation++;
    this.rows.clear();
  }
}

export type SessionCheck =
  { ok: true; user: AuthUser } | { ok: false; reason: 'invalid' | 'timeout' | 'blocked' | 'deactivated' | 'locked' };

/**
 * Loads the session a token names and its user, ending it when idle too long or the user is blocked. A locked
 * session (the lock screen, in any tab) is refused unless `allowLocked`, and is not touched: the server's idle
 * limit runs on while it is locked.
 */
export async function loadSession(
  app: FastifyInstance,
  token: string,
  opts: { touch: boolean; allowLocked?: boolean } = { touch: true },
): Promise<SessionCheck> {
  const claims = await app.tokens.verify(token);
  if (!claims) return { ok: false, reason: 'invalid' };
  return checkSession(app, claims, opts);
}

/** The session a verified token or signed link names, and its user (see loadSession). */
export async function checkSession(
  app: FastifyInstance,
  claims: DownloadGrant,
  opts: { touch: boolean; allowLocked?: boolean } = { touch: true },
): Promise<SessionCheck> {
  const cache = app.sessionCache;
  const epoch = cache.epoch;
  const cached = cache.get(claims.sessionId);
  const row = cached ?? (await sessionLookup(app.db).execute({ id: claims.sessionId }))[0];
  if (!row || row.session.revokedAt || row.user.id !== claims.userId) {
    // A session ended by blocking or deactivating the account keeps saying so on every later call.
    const why = row?.session.revokeReason;
    return {
      ok: false,
      reason: why === 'idle' ? 'timeout' : why === 'blocked' || why === 'deactivated' ? why : 'invalid',
    };
  }
  if (row.user.status === 'blocked' || row.user.status === 'deactivated') {
    cache.clear();
    await revokeSessions(app.db, row.user.id, row.user.status);
    await revokeCalendarFeeds(app.db, row.user.id);
    return { ok: false, reason: row.user.status };
  }
  const idleMs = Date.now() - row.session.lastSeenAt.getTime();
  if (idleMs > app.config.idleTimeoutMinutes * 60_000) {
    cache.clear();
    await app.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'idle' })
      .where(eq(sessions.id, row.session.id));
    return { ok: false, reason: 'timeout' };
  }
  if (row.session.lockedAt && !opts.allowLocked) {
    if (!cached) cache.set(claims.sessionId, row, epoch);
    return { ok: false, reason: 'locked' };
  }
  // Keep "last seen" fresh without a write on every request.
  if (opts.touch && idleMs > 30_000) {
    const seen = new Date();
    await app.db.update(sessions).set({ lastSeenAt: seen }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = seen;
  }
  if (!cached) cache.set(claims.sessionId, row, epoch);
  const role = ZRole.safeParse(row.user.role);
  const policy = ZSecuritySettings.safeParse(row.user.securityPolicy ?? { requireMfaFor: [] });
  return {
    ok: true,
    user: {
      id: row.user.id,
      email: row.user.email,
      name: row.user.name,
      role: role.success ? role.data : null,
      permissions: row.user.permissions,
      sessionId: row.session.id,
      mustChangePassword: row.user.mustChangePassword,
      mfaEnrolmentRequired: mfaEnrolmentRequired(
        role.success ? role.data : null,
        // A single sign-on whose provider used a second factor counts as one for this session.
        row.user.hasSecondFactor === true || row.session.idpSecondFactor,
        policy.success ? policy.data : { requireMfaFor: [] },
      ),
    },
  };
}

/** The session token of the Authorization header; the only place it is taken from (never an address). */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim();
  return null;
}

/** The path of a request as it was sent (what a signed link is signed for). */
export const requestPath = (req: FastifyRequest) => req.url.split('?', 1)[0]!;

const LINK_REASONS = {
  invalid: {
    message: 'This download link is not valid for this address, or its session has ended: open it again from the page',
    code: 'download_link_invalid',
  },
  expired: { message: 'This download link has expired: open it again from the page', code: 'download_link_expired' },
} as const satisfies Record<string, { message: string; code: TErrorCode }>;

/** The refusal of an address that carries an access token. */
export const tokenInAddress = () =>
  new HttpError(
    401,
    'An access token may not be sent in the address: send it as "Authorization: Bearer …", or open downloads by a signed link (POST /api/downloads/sign)',
    undefined,
    'token_in_address',
  );

/**
 * The user and session of a signed link (`sig`, `exp`) on a route that takes one; null when the request has none.
 * Throws 401 for a link that is not valid for this path or is expired.
 */
function signedGrant(app: FastifyInstance, req: FastifyRequest): DownloadGrant | null {
  if (req.routeOptions.config?.signedUrl !== true || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  const q = req.query as Record<string, unknown> | undefined;
  if (q?.sig === undefined && q?.exp === undefined) return null;
  const check = app.downloads.open(requestPath(req), q.sig, q.exp);
  if (!check.ok) {
    const why = LINK_REASONS[check.reason];
    throw new HttpError(401, why.message, undefined, why.code);
  }
  return check.grant;
}

const REASONS: Record<Exclude<SessionCheck, { ok: true }>['reason'], { message: string; code: TErrorCode }> = {
  invalid: { message: AUTH_MESSAGES.signInRequired, code: 'sign_in_required' },
  timeout: { message: AUTH_MESSAGES.sessionTimedOut, code: 'session_timed_out' },
  blocked: { message: AUTH_MESSAGES.blocked, code: 'account_blocked' },
  deactivated: { message: AUTH_MESSAGES.deactivated, code: 'account_deactivated' },
  locked: { message: AUTH_MESSAGES.sessionLocked, code: 'session_locked' },
};

export const roleRefused = (role: TRole | null) =>
  role ? `Your role (${role}) may not use this` : 'Your account has no role yet; an administrator must grant access';

/** Checks a request against a route's declared access; throws 401/403 `{error}` when refused. */
export async function authorize(
  app: FastifyInstance,
  req: FastifyRequest,
  access: Access,
  allowExpired: boolean,
  allowLocked = false,
  touch = true,
  allowDuringMfaEnrolment = false,
) {
  if (access === 'public') return;
  const token = bearerToken(req);
  const grant = signedGrant(app, req);
  let check: SessionCheck;
  if (token) {
    check = await loadSession(app, token, { touch, allowLocked });
    // A link sent along with a session's header must be that session's own.
    if (grant && check.ok && check.user.sessionId !== grant.sessionId) {
      throw new HttpError(401, LINK_REASONS.invalid.message, undefined, LINK_REASONS.invalid.code);
    }
  } else if (grant) {
    check = await checkSession(app, grant, { touch, allowLocked });
    // A link of a locked session is refused as its session is (423 below); any other refusal names the link.
    if (!check.ok && check.reason !== 'locked') {
      throw new HttpError(401, LINK_REASONS.invalid.message, undefined, LINK_REASONS.invalid.code);
    }
  } else {
    throw new HttpError(401, AUTH_MESSAGES.signInRequired);
  }
  if (!check.ok) {
    const why = REASONS[check.reason];
    // A locked session is not over: 423 until the unlock, in every tab that holds its token.
    throw new HttpError(check.reason === 'locked' ? 423 : 401, why.message, undefined, why.code);
  }
  req.user = check.user;
  if (check.user.mustChangePassword && !allowExpired) {
    throw new HttpError(403, AUTH_MESSAGES.mustChangePassword, undefined, 'password_change_required');
  }
  if (
    check.user.mfaEnrolmentRequired &&
    !allowDuringMfaEnrolment &&
    !requestPath(req).startsWith('/api/authenticate/')
  ) {
    throw new HttpError(403, AUTH_MFA_MESSAGES.enrolmentRequired, undefined, 'mfa_enrolment_required');
  }
  checkAccess(check.user, access);
}

/** Throws 403 when the user's role or permission matrix does not allow `access` (the session is already valid). */
export function checkAccess(user: Pick<AuthUser, 'role' | 'permissions'>, access: Access): void {
  if (access === 'public' || access === 'authenticated') return;
  const { role, permissions } = user;
  if (!role || !access.roles.includes(role)) throw new HttpError(403, roleRefused(role));
  if (access.area && !isAllowed(role, permissions, access.area, access.action ?? 'read')) {
    throw new HttpError(403, `Your permissions do not allow ${access.action ?? 'read'} on ${access.area}`);
  }
}

/** Every route under /api must say who may call it; a route that does not fails the start. */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorate('tokens', tokenService(app.config.jwtSecret, app.config.tokenTtlSeconds));
  app.decorate('downloads', downloadSigner(app.config.jwtSecret));
  app.decorateRequest('user', null);
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  // A request that may have changed an account or a session empties the cache before its answer leaves.
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(req.method)) cache.clear();
    done(null, payload);
  });
  if (app.database.kind === 'postgres' && app.database.url) {
    const listener = await connectListener(
      app.database.url,
      AUTH_CHANNEL,
      () => cache.clear(),
      (err) => {
        cache.clear();
        app.log.warn({ err }, 'session cache: LISTEN connection lost, reconnecting');
      },
      () => cache.clear(),
    );
    app.addHook('onClose', async () => listener.close());
  } else if (app.database.pglite) {
    const unlisten = await app.database.pglite.listen(AUTH_CHANNEL, () => cache.clear());
    app.addHook('onClose', async () => unlisten().catch(() => undefined));
  }
  const declared: RouteAccess[] = [];
  app.decorate('routeAccess', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        declared.push({
          method,
          url: route.url,
          access: route.config.access,
          stream: route.config.stream === true,
          signedUrl: route.config.signedUrl === true,
        });
    }
  });
  // The session token is never taken from an address, and one sent there is refused on every path, so that no
  // link, bookmark or log line of a working address carries it.
  app.addHook('onRequest', async (req) => {
    if (carriesAccessToken(req.url)) throw tokenInAddress();
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const config = req.routeOptions.config;
    await authorize(
      app,
      req,
      access,
      config.allowWithExpiredPassword === true,
      config.allowWhileLocked === true,
      config.keepIdle !== true,
      config.allowDuringMfaEnrolment === true,
    );
  });
});
