import { eq, sql } from 'drizzle-orm';
import { mfaEnrolmentRequired, shownAvatar, ZLanguage, ZRole, ZSecuritySettings, type TSessionUser } from '@lab/domain';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { hasSecondFactorSql } from '../../services/second-factors';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await ex
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Whether the user's role must use a second factor and they have none confirmed yet (the session check reads the
 * same two facts, plugins/auth.ts): the session user says so, and the app sends them to enrol.
 */
export async function mfaEnrolmentRequiredOf(ex: Executor, u: UserRow, idpSecondFactor = false): Promise<boolean> {
  const [row] = await ex
    .select({
      has: hasSecondFactorSql(u.id),
      policy: sql<unknown>`(select s.value from app_settings s where s.key = 'security')`,
    })
    .from(users)
    .where(eq(users.id, u.id));
  const role = ZRole.safeParse(u.role);
  const policy = ZSecuritySettings.safeParse(row?.policy ?? { requireMfaFor: [] });
  return mfaEnrolmentRequired(
    role.success ? role.data : null,
    row?.has === true || idpSecondFactor,
    policy.success ? policy.data : { requireMfaFor: [] },
  );
}

/**
 * The signed-in user as the browser receives it (never the password hash), with what its session must do first.
 * `idpSecondFactor`: the session was made by a single sign-on whose identity provider used a second factor.
 */
export async function sessionUserOf(ex: Executor, u: UserRow, idpSecondFactor = false): Promise<TSessionUser> {
  return { ...toSessionUser(u), mfaEnrolmentRequired: await mfaEnrolmentRequiredOf(ex, u, idpSecondFactor) };
}

/** The signed-in user as the browser receives it (never the password hash). */
export function toSessionUser(u: UserRow): TSessionUser {
  const role = ZRole.safeParse(u.role);
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: role.success ? role.data : null,
    loggedInWith: 'jwt',
    mustChangePassword: u.mustChangePassword,
    avatar: shownAvatar(u.avatar),
    language: ZLanguage.safeParse(u.language).data ?? null,
  };
}
