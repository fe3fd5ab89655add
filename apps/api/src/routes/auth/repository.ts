import { eq, sql } from 'drizzle-orm';
import { shownAvatar, ZLanguage, ZRole, type TSessionUser } from '@lab/domain';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';

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
