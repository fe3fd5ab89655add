import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  shownAvatar,
  defaultPermissions,
  EMPTY_LOCATION,
  EMPTY_SOCIAL,
  fullPermissions,
  parseSort,
  ZRole,
  ZUserStatus,
  type ZProfileInput,
  type TUserListQuery,
  type TUserSortField,
  type TUserRecord,
  type TUserStatus,
} from '@lab/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { lookupTables, userLinkValues } from '../../db/schema/lookups';
import { providers } from '../../db/schema/records';
import { users } from '../../db/schema/users';
import { conflict, fieldError } from '../../lib/http-error';
import { likeEscape } from '../../lib/like';
import { countWhere, pageWithCount } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

export type UserRow = typeof users.$inferSelect;
const pathologists = lookupTables.pathologists!;

/**
 * The linked pathologist's id, read alongside each user. Drizzle leaves columns unqualified in a
 * single-table select, so the correlated subquery names its tables itself.
 */
const pathologistId = sql<
  number | null
>`(select lp.id from ${pathologists} lp where lp.user_id = "users"."id" order by lp.id limit 1)`;
const pendingPathologistId = sql<
  number | null
>`(select pr.pathologist_id from pathologist_link_requests pr where pr.user_id = "users"."id" and pr.settled_at is null limit 1)`;
const providerId = sql<
  number | null
>`(select pv.id from ${providers} pv where pv.user_id = "users"."id" order by pv.id limit 1)`;

const SORT_COLUMNS: SortColumns<TUserSortField> = {
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  department: users.department,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** A stored user in the user-record shape of docs/api.md#user-record (never the password hash). */
export function toUserRecord(
  u: UserRow,
  pathologist: number | null,
  provider: number | null = null,
  pendingPathologist: number | null = null,
): TUserRecord {
  const role = ZRole.safeParse(u.role);
  const status = ZUserStatus.safeParse(u.status);
  const effectiveRole = role.success ? role.data : null;
  return {
    id: u.id,
    username: u.username,
    avatar: shownAvatar(u.avatar),
    email: u.email,
    name: u.name,
    dob: u.dob,
    gender: u.gender,
    country: u.country,
    role: effectiveRole,
    status: status.success ? status.data : 'active',
    is_verified: u.isVerified,
    department: u.department,
    company: u.company,
    mobile: u.mobile,
    website: u.website,
    languages_known: u.languagesKnown ?? [],
    contact_options: u.contactOptions ?? [],
    location: { ...EMPTY_LOCATION, ...(u.location ?? {}) },
    social_links: { ...EMPTY_SOCIAL, ...(u.socialLinks ?? {}) },
    permissions: fullPermissions(u.permissions, defaultPermissions(effectiveRole)),
    must_change_password: u.mustChangePassword,
    last_login_at: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
    pathologist_id: pathologist,
    pathologist_link_pending: pendingPathologist,
    provider_id: provider,
    created_at: u.createdAt.toISOString(),
  };
}

function conditions(q: Partial<TUserListQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const t = `%${likeEscape(q.q)}%`;
    where.push(or(ilike(users.name, t), ilike(users.email, t), ilike(users.username, t), ilike(users.department, t))!);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status) where.push(eq(users.status, q.status));
  if (q.verified !== undefined) where.push(eq(users.isVerified, q.verified));
  return where.length ? and(...where) : undefined;
}

export async function listUsers(ex: Executor, q: TUserListQuery): Promise<{ data: TUserRecord[]; total: number }> {
  const cond = conditions(q);
  const sort = parseSort(q.sort) ?? { field: 'name', desc: false };
  // By name is an index scan (users_name_idx) that a window total would give up: page and count.
  const { rows, total } = await pageWithCount(
    ex
      .select({ u: users, pathologistId, providerId, pendingPathologistId })
      .from(users)
      .where(cond)
      .orderBy(sortBy(SORT_COLUMNS, sort), asc(users.id)),
    q,
    () => countWhere(ex, users, cond),
  );
  return {
    data: rows.map((r) => toUserRecord(r.u, r.pathologistId, r.providerId, r.pendingPathologistId)),
    total,
  };
}

/** Every user, by id (docs/api.md#user-calls: GET /api/users/list). */
export async function allUsers(ex: Executor): Promise<TUserRecord[]> {
  const rows = await ex
    .select({ u: users, pathologistId, providerId, pendingPathologistId })
    .from(users)
    .orderBy(asc(users.id));
  return rows.map((r) => toUserRecord(r.u, r.pathologistId, r.providerId, r.pendingPathologistId));
}

export async function getUser(ex: Executor, id: number): Promise<TUserRecord | null> {
  const [row] = await ex
    .select({ u: users, pathologistId, providerId, pendingPathologistId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? toUserRecord(row.u, row.pathologistId, row.providerId, row.pendingPathologistId) : null;
}

export async function assertUnique(ex: Executor, email: string, username: string, exceptId?: number) {
  const not = exceptId ? ne(users.id, exceptId) : undefined;
  const [e] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, not))
    .limit(1);
  if (e) throw conflict(`email: ${email} is already in use`, { email: 'This email is already in use.' });
  const [u] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, not))
    .limit(1);
  if (u) throw conflict(`username: ${username} is already taken`, { username: `${username} is already taken` });
}

interface UserLink {
  table: typeof pathologists | typeof providers;
  userColumn: AnyPgColumn;
  field: string;
  what: string;
}

const PROVIDER_LINK: UserLink = {
  table: providers,
  userColumn: providers.userId,
  field: 'provider_id',
  what: 'provider',
};

/** Links the user to one record of `link.table` (or unlinks with null); one such record per user. */
async function linkUser(ex: Executor, link: UserLink, userId: number, targetId: number | null) {
  const t = link.table as typeof providers;
  if (targetId !== null) {
    const [found] = await ex.select({ id: t.id }).from(t).where(eq(t.id, targetId)).limit(1);
    if (!found) throw fieldError(link.field, `no ${link.what} with id ${targetId}`);
  }
  await ex
    .update(t)
    .set(userLinkValues(null))
    .where(and(eq(link.userColumn, userId), targetId === null ? undefined : ne(t.id, targetId)));
  if (targetId !== null) await ex.update(t).set(userLinkValues(userId)).where(eq(t.id, targetId));
}

/** Links the user to a provider record (a physician sees that provider's facility and cases). */
export const linkProvider = (ex: Executor, userId: number, id: number | null) =>
  linkUser(ex, PROVIDER_LINK, userId, id);

export const isClosedStatus = (s: TUserStatus) => s === 'blocked' || s === 'deactivated';

/** A readable temporary password: 12 characters without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/** The personal fields as table columns (the record is snake_case, the table camelCase). */
export function personalColumns(i: z.output<typeof ZProfileInput>) {
  return {
    name: i.name,
    dob: i.dob ?? null,
    gender: i.gender ?? null,
    country: i.country ?? null,
    company: i.company ?? null,
    mobile: i.mobile ?? null,
    website: i.website ?? null,
    languagesKnown: i.languages_known,
    contactOptions: i.contact_options,
    location: i.location,
    socialLinks: i.social_links,
  };
}
