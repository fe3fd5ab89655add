import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * for 5 minutes and once (`used_at`); `failures` counts wrong codes sent with it.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('mfa_challenges_token_hash_idx').on(t.tokenHash), index('mfa_challenges_user_idx').on(t.userId)],
);
