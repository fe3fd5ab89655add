import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { TPermissions } from '@lab/domain';

export interface UserLocation {
  add_line_1: string;
  add_line_2: string;
  post_code: string;
  city: string;
  state: string;
  country: string;
}
export interface UserSocialLinks {
  twitter: string;
  facebook: string;
  instagram: string;
  github: string;
  codepen: string;
  slack: string;
}

/** The portal user (docs/api.md#user-record) with the sign-in fields. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role'),
    status: text('status').notNull().default('active'),
    isVerified: boolean('is_verified').notNull().default(false),
    avatar: text('avatar'),
    dob: text('dob'),
    gender: text('gender'),
    country: text('country'),
    department: text('department'),
    company: text('company'),
    mobile: text('mobile'),
    website: text('website'),
    languagesKnown: jsonb('languages_known')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    contactOptions: jsonb('contact_options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    location: jsonb('location').$type<UserLocation | null>(),
    socialLinks: jsonb('social_links').$type<UserSocialLinks | null>(),
    permissions: jsonb('permissions').$type<Partial<TPermissions> | null>(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    themeSettings: jsonb('theme_settings').$type<Record<string, unknown> | null>(),
    /** The chosen screen language ('en' | 'es' | 'fr'); null = follow the browser (docs/i18n.md). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_name_idx').on(t.name)],
);

/** A signed-in session; the JWT names it, so Log Out and blocking can end it on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** Locked at the lock screen: every call but unlock and sign-out answers 423 until the password is given. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Made by a single sign-on whose identity provider says (its `amr`) a second factor was used: that counts as the
     * second factor the policy asks of the user's role (docs/security.md#single-sign-on-openid-connect).
     */
    idpSecondFactor: boolean('idp_second_factor').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Portal-wide settings (key → JSON), e.g. whether the theme customizer is enabled. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A password-reset link sent by email (docs/api.md#password-reset): only the SHA-256 of its token is kept, it
 * works once (`used_at`) and until `expires_at` (30 minutes).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestedIp: text('requested_ip'),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * A link between a user and a Pathologists entry proposed by an administrator (docs/security.md#signing-review-and-the-lock):
 * it takes effect only when that user confirms it with their password. Kept after it is settled, with how
 * (`confirmed`, `declined`, `withdrawn`: a later proposal or an unlink replaced it).
 */
export const pathologistLinkRequests = pgTable(
  'pathologist_link_requests',
  {
    id: serial('id').primaryKey(),
    /** lk_pathologists.id (lookup entries are deactivated, never deleted). */
    pathologistId: integer('pathologist_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    proposedBy: integer('proposed_by').references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('pathologist_link_requests_open_idx')
      .on(t.userId)
      .where(sql`${t.settledAt} is null`),
  ],
);
