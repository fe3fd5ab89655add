import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect), from the redirect to the
 * identity provider to the browser's session.
 * - The start keeps what the answer must match: the `state` (only its SHA-256, the row's key), the `nonce` the ID
 *   token must carry and the PKCE `code_verifier` (sent to the provider's token endpoint, so kept as it is). It
 *   works for 10 minutes and once: the callback claims it (`used_at`) before anything else.
 * - The callback, once the provider's answer checks out and names an active user, adds a one-time login code for
 *   the browser (only its SHA-256), good for 60 seconds and once (`code_used_at`), and whether the provider says a
 *   second factor was used (its `amr`).
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    idpSecondFactor: boolean('idp_second_factor').notNull().default(false),
    /** The identity provider's `amr`, as it said it (kept for the audit trail's description). */
    amr: text('amr'),
  },
  (t) => [
    uniqueIndex('oidc_sign_ins_state_hash_idx').on(t.stateHash),
    uniqueIndex('oidc_sign_ins_code_hash_idx').on(t.codeHash),
    index('oidc_sign_ins_expires_idx').on(t.expiresAt),
  ],
);
