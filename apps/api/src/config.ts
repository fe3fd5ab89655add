import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  canonicalTimeZone,
  DEFAULT_CALENDAR_FEED_DAYS,
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  DEFAULT_TOKEN_TTL_SECONDS,
  OIDC_DEFAULT_NAME,
  PUBLIC_URL_MESSAGE,
  publicOrigin,
} from '@lab/domain';

const onOff = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', 'enabled', 'disabled'])
  .transform((v) => ['1', 'true', 'on', 'yes', 'enabled'].includes(v));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Orders in: the MLLP listener's TCP port (docs/interfaces.md#mllp); unset, no listener. */
  MLLP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUDIT_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  AUDIT_CHECKPOINT_DIR: z.string().optional(),
  AUDIT_CHECKPOINT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  SEED_DEMO: onOff.optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(DEFAULT_TOKEN_TTL_SECONDS),
  IDLE_TIMEOUT_MINUTES: z.coerce.number().min(1).default(DEFAULT_IDLE_TIMEOUT_MINUTES),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(5).default(50),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(32),
  REQUEST_QUEUE_MS: z.coerce.number().int().min(100).default(10_000),
  INTERFACE_DELIVERY_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  INTERFACE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  INTERFACE_ACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  INTERFACE_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  PORTAL_CUSTOMIZER: onOff.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LAB_NAME: z.string().default('Riverside Pathology Laboratory'),
  /** The lab's time zone until an admin saves one on Portal Settings (docs/lab-settings.md). */
  LAB_TIMEZONE: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const zone = canonicalTimeZone(v.trim());
      if (!zone) ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone name, such as America/Chicago' });
      return zone ?? z.NEVER;
    }),
  LAB_ADDRESS: z.string().default('1200 Riverside Drive, Suite 300, Springfield, IL 62701'),
  LAB_CLIA: z
    .string()
    .regex(/^[0-9]{2}D[0-9]{7}$/, 'must be a CLIA number: two digits, D, seven digits (e.g. 14D0987654)')
    .default('14D0987654'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Lab Portal <no-reply@labportal.local>'),
  PUBLIC_URL: z
    .string()
    .transform((v, ctx) => {
      const origin = publicOrigin(v.trim());
      if (!origin) ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
      return origin ?? z.NEVER;
    })
    .optional(),
  /** Single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect): the provider's issuer. */
  OIDC_ISSUER: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
      message: 'must be the identity provider’s issuer URL (https://…)',
    })
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().max(80, 'must be at most 80 characters').optional(),
  OIDC_EMAIL_CLAIM: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be the name of a claim, such as email or preferred_username')
    .optional(),
  OIDC_AUTO_CREATE: onOff.optional(),
  CALENDAR_FEED_DAYS: z.coerce.number().int().min(1).max(3660).default(DEFAULT_CALENDAR_FEED_DAYS),
  /** Backups (docs/backup.md): where the portal writes them, how many daily ones it keeps, when it makes one. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^(off|([01][0-9]|2[0-3]):[0-5][0-9])$/, 'must be a time of day in UTC as HH:MM (e.g. 02:30), or off')
    .default('02:00'),
  FILE_STORE: z.enum(['disk', 'postgres'], { message: 'must be disk or postgres' }).default('disk'),
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((a) => isProxyAddress(a), {
          message: 'must be addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), or loopback',
        }),
      ),
    )
    .optional(),
});

/** An IP address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const kind = isIP(address!);
  if (kind === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^[0-9]+$/.test(bits) && n >= 0 && n <= (kind === 4 ? 32 : 128);
}

/** Single sign-on with an OpenID Connect provider (authorization code with PKCE; routes/auth/oidc.ts). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The sign-in button's words (OIDC_NAME), e.g. "Sign in with Riverside Health". */
  name: string;
  /** The claim that names the portal account: `email` (then `email_verified` must be true) or the one configured. */
  emailClaim: string;
  /** An unknown person the provider vouches for gets an account without a role (OIDC_AUTO_CREATE), else none. */
  autoCreate: boolean;
}

export interface AppConfig {
  port: number;
  /** HL7 v2 orders over MLLP (docs/interfaces.md#mllp); undefined: no listener. */
  mllpPort?: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Seals the audit trail (HMAC chain and checkpoints); kept out of the database. */
  auditKey: string;
  /**
   * Where the signed checkpoints of the audit trail's head are appended (audit-checkpoints.jsonl): DATA_DIR unless
   * AUDIT_CHECKPOINT_DIR names another folder, ideally one the database's host cannot write (docs/security.md).
   */
  auditCheckpointDir: string;
  /** Seconds between checkpoints while audit rows are written (also at start and at shutdown). */
  auditCheckpointSeconds: number;
  seedDemo: boolean;
  tokenTtlSeconds: number;
  idleTimeoutMinutes: number;
  customizerEnabledByEnv: boolean | undefined;
  logLevel: string;
  labName: string;
  labAddress: string;
  /** LAB_TIMEZONE: the lab's time zone until one is saved in the lab settings (else UTC). */
  labTimeZone: string;
  /** The laboratory's CLIA number, printed on every report. */
  labClia: string;
  /**
   * The origin every link the server writes starts with (reset mails, calendar feeds, report notices), never a
   * request's Host header: PUBLIC_URL; else the one entered at first-run setup (applyStoredPublicUrl); else, with
   * the demo data, `http://localhost:<PORT>`. Unset, no such link is made (docs/security.md).
   */
  publicUrl: string | undefined;
  /** PUBLIC_URL is set in the environment: it wins over the one stored at setup. */
  publicUrlFromEnv: boolean;
  /** Days a calendar subscription link works from when it is made. */
  calendarFeedDays: number;
  /** Single sign-on with OpenID Connect; undefined when OIDC_ISSUER is not set. */
  oidc: OidcConfig | undefined;
  /** Outgoing mail (report and critical-result notices); none when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  version: string;
  /** Base delay added to repeated failed sign-ins from one address (ms). */
  loginSlowdownMs: number;
  /**
   * Longest wait in one account's queue of password attempts (sign-in and every other password check) before an
   * attempt is refused with 429 (ms; tests shorten it).
   */
  loginMaxWaitMs: number;
  /** Failed sign-ins from one address within 15 minutes before it is refused (a lab may share one NAT address). */
  loginMaxFailuresPerAddress: number;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default, so a client
   * cannot pick the address that the sign-in limit counts and the audit trail records.
   */
  trustProxy: string[];
  /** API requests served at once; the others queue (see plugins/overload.ts). */
  maxRequestsInFlight: number;
  /**
   * Where uploaded files are kept: `disk` (DATA_DIR/files, one process) or `postgres` (in the database, so every
   * process behind a proxy reaches them; README "Several processes").
   */
  fileStore: 'disk' | 'postgres';
  /** Where backups are written: BACKUP_DIR, else DATA_DIR/backups (docs/backup.md). */
  backupDir: string;
  /** How many daily backups are kept; older ones are deleted after each new one. */
  backupKeep: number;
  /** The daily backup's time of day in UTC (HH:MM), or null when off. */
  backupDailyAt: string | null;
  /** Longest wait in that queue before a 503 with Retry-After. */
  requestQueueMs: number;
  /** Results out (docs/interfaces.md): how often the delivery worker looks for due messages (ms). */
  interfaceDeliveryMs: number;
  /** Attempts of one message before it is `failed`. */
  interfaceMaxAttempts: number;
  /** How long an MLLP destination has to answer with its ACK, or a FHIR server with its response (ms). */
  interfaceAckTimeoutMs: number;
  /** The first retry's delay; each next one doubles it (capped at an hour) (ms). */
  interfaceBackoffMs: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; every problem is named with its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means unset.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    mllpPort: e.MLLP_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    auditKey: e.AUDIT_HMAC_KEY ?? persistentSecret(dataDir, 'audit-key'),
    auditCheckpointDir: checkpointDir(e.AUDIT_CHECKPOINT_DIR, dataDir),
    auditCheckpointSeconds: e.AUDIT_CHECKPOINT_SECONDS,
    seedDemo,
    publicUrl: e.PUBLIC_URL ?? (seedDemo ? `http://localhost:${e.PORT}` : undefined),
    publicUrlFromEnv: e.PUBLIC_URL !== undefined,
    calendarFeedDays: e.CALENDAR_FEED_DAYS,
    oidc: oidcConfigOf(e),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    idleTimeoutMinutes: e.IDLE_TIMEOUT_MINUTES,
    customizerEnabledByEnv: e.PORTAL_CUSTOMIZER,
    logLevel: e.LOG_LEVEL,
    labName: e.LAB_NAME,
    labAddress: e.LAB_ADDRESS,
    labTimeZone: e.LAB_TIMEZONE ?? 'UTC',
    labClia: e.LAB_CLIA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    version: process.env.npm_package_version ?? '0.1.0',
    loginSlowdownMs: 250,
    loginMaxWaitMs: 60_000,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    trustProxy: e.TRUST_PROXY ?? [],
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
    requestQueueMs: e.REQUEST_QUEUE_MS,
    interfaceDeliveryMs: e.INTERFACE_DELIVERY_MS,
    interfaceMaxAttempts: e.INTERFACE_MAX_ATTEMPTS,
    interfaceAckTimeoutMs: e.INTERFACE_ACK_TIMEOUT_MS,
    interfaceBackoffMs: e.INTERFACE_BACKOFF_MS,
    fileStore: e.FILE_STORE,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupKeep: e.BACKUP_KEEP,
    backupDailyAt: e.BACKUP_DAILY_AT === 'off' ? null : e.BACKUP_DAILY_AT,
  };
}

/** The single sign-on settings: all of issuer, client id and secret, or none (a half-set one stops the start). */
function oidcConfigOf(e: z.infer<typeof ZEnv>): OidcConfig | undefined {
  const set = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((v) => v !== undefined).length;
  if (set === 0) {
    const stray = (['OIDC_NAME', 'OIDC_EMAIL_CLAIM', 'OIDC_AUTO_CREATE'] as const).filter((k) => e[k] !== undefined);
    if (stray.length)
      throw new ConfigError(
        `Invalid settings in the environment:\n  ${stray.join(', ')}: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too`,
      );
    return undefined;
  }
  const missing = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((k) => !e[k]);
  if (missing.length) {
    const lines = missing.map(
      (k) => `  ${k}: is required when single sign-on is configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)`,
    );
    throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    name: e.OIDC_NAME || OIDC_DEFAULT_NAME,
    emailClaim: e.OIDC_EMAIL_CLAIM ?? 'email',
    autoCreate: e.OIDC_AUTO_CREATE ?? false,
  };
}

function checkpointDir(dir: string | undefined, dataDir: string): string {
  if (!dir) return dataDir;
  const resolved = path.resolve(dir);
  mkdirSync(resolved, { recursive: true });
  return resolved;
}

/** A random secret generated on first start and kept in DATA_DIR, so tokens (and audit seals) survive restarts. */
function persistentSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
