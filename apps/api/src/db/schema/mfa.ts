import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's authenticator app (TOTP, RFC 6238; docs/security.md#second-factors). The secret is kept encrypted
 * (AES-256-GCM under a key derived from JWT_SECRET). A row without `confirmed_at` is a setup not yet confirmed and
 * is no factor. `last_step` is the last 30-second step a code was accepted for: a code works once.
 */
export const mfaTotp = pgTable('mfa_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** The single-use recovery codes given at TOTP enrolment: only their SHA-256 is kept. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in: the right password gave an `mfaToken`, of which only the SHA-256 is kept. It works
 * for 5 minutes and once (`used_at`); `failures` counts wrong codes sent with it. `webauthn_challenge` is the
 * challenge the passkey must sign for this sign-in (set by `POST /api/authenticate/mfa/webauthn/options`).
 * A row of `purpose` 'webauthn-register' is a passkey registration under way: its `token_hash` is the SHA-256 of
 * the challenge itself (never an mfaToken), it works for 5 minutes and once. So are 'webauthn-assert' (a signed-in
 * user's passkey asked again: the lock screen, a signature) and 'webauthn-passwordless' (a sign-in with a passkey
 * alone, before anyone is named: no user).
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    /** Null only for a passwordless sign-in's challenge (purpose 'webauthn-passwordless'): nobody is named yet. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    purpose: text('purpose').notNull().default('sign-in'),
    webauthnChallenge: text('webauthn_challenge'),
  },
  (t) => [uniqueIndex('mfa_challenges_token_hash_idx').on(t.tokenHash), index('mfa_challenges_user_idx').on(t.userId)],
);

/**
 * A user's passkeys and security keys (WebAuthn; docs/security.md#passkeys): the credential's id and COSE public key
 * (base64url), the signature counter last seen (an assertion must carry a higher one, unless the authenticator
 * keeps none: 0 both times), the transports the browser reported, and the name the user gave it.
 */
export const mfaWebauthnCredentials = pgTable(
  'mfa_webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mfa_webauthn_credentials_credential_id_idx').on(t.credentialId),
    index('mfa_webauthn_credentials_user_idx').on(t.userId),
  ],
);
